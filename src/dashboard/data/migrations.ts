import { defaultSiteSettings, type SiteSettings } from '../../content/dashboard/settings';
import type { User } from './types';

/**
 * The database's schema history. Each step is a pure function on records, so the
 * upgrade is tested on plain objects as well as on a real version-1 database.
 *
 * Version 1: stores posts, pages and users (key `id`); settings as one record under the key
 *   'site' holding siteName, siteDescription and adminEmail only; users without a status.
 * Version 2: users have a status (Active/Inactive) and an `email` index; every record has
 *   `updatedAt`; settings hold every field of the four tabs; a `meta` store remembers that the
 *   sample data was seeded (so deleting everything never brings it back by itself).
 */
export const DB_NAME = 'northstar-dashboard';
export const DB_VERSION = 2;
export const SETTINGS_KEY = 'site';
export const SEEDED_KEY = 'seeded';

export interface SettingsV1 {
  siteName: string;
  siteDescription: string;
  adminEmail: string;
}
export type UserV1 = Omit<User, 'status' | 'updatedAt'> & { status?: unknown; updatedAt?: unknown };

/** Fills what version 2 added; keeps every value version 1 had. */
export function migrateSettingsV1(old: Partial<SettingsV1> | undefined): SiteSettings {
  const settings: SiteSettings = { ...defaultSiteSettings };
  for (const key of ['siteName', 'siteDescription', 'adminEmail'] as const) {
    if (typeof old?.[key] === 'string') settings[key] = old[key];
  }
  return settings;
}

export function migrateRecordV1<T extends object>(record: T, now: number): T & { updatedAt: number } {
  const updatedAt = (record as { updatedAt?: unknown }).updatedAt;
  return { ...record, updatedAt: typeof updatedAt === 'number' ? updatedAt : now };
}

export function migrateUserV1(user: UserV1, now: number): User {
  const status = user.status === 'Inactive' ? 'Inactive' : 'Active';
  return { ...migrateRecordV1(user, now), status } as User;
}

/** Structural steps per version: which stores and indexes exist after each. */
export const storesByVersion = {
  1: ['posts', 'pages', 'users', 'settings'],
  2: ['posts', 'pages', 'users', 'settings', 'meta'],
} as const;
