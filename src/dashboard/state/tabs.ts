import { signal } from '@preact/signals-react';

/** The selected tab of each dashboard tab set; kept while moving between sections. */
export type OverviewTab = 'overview' | 'analytics' | 'reports';
export type AnalyticsTab = 'traffic' | 'content' | 'audience';
export type SettingsTab = 'general' | 'appearance' | 'integrations' | 'security';

export const overviewTab = signal<OverviewTab>('overview');
export const analyticsTab = signal<AnalyticsTab>('traffic');
export const settingsTab = signal<SettingsTab>('general');
