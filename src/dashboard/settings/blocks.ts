import type { ComponentType } from 'react';
import type { SettingsTabValue } from '../../content/dashboard/settings';
import { BackupBlock, ResetBlock } from './DataBlock';
import { ThemeBlock } from './ThemeBlock';

/**
 * Extra blocks on the Settings screen: under a tab's fields, or in the "Your data" card.
 * Another feature adds its control here (one entry) instead of editing the page.
 */
export interface SettingsBlock {
  id: string;
  place: SettingsTabValue | 'data';
  Component: ComponentType;
}

export const settingsBlocks: readonly SettingsBlock[] = [
  { id: 'theme', place: 'appearance', Component: ThemeBlock },
  { id: 'backup', place: 'data', Component: BackupBlock },
  { id: 'reset', place: 'data', Component: ResetBlock },
];
