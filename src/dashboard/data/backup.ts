import { defaultSiteSettings, type SiteSettings } from '../../content/dashboard/settings';
import { migrateRecordV1, migrateSettingsV1, migrateUserV1, type UserV1 } from './migrations';
import type { Page, Post, Snapshot, User } from './types';
import { cleanText, textFault, textFaultMessages, textLength } from '../../lib/plainText';
import { emailKey, hasErrors, settingsFields, validatePage, validatePost, validateSettings, validateUser } from './validation';

/** A backup file: all dashboard data plus what it is, so a foreign file is recognised. */
export const BACKUP_FORMAT = 'northstar-dashboard-backup';
export const BACKUP_VERSION = 2;
export const MAX_BACKUP_BYTES = 5 * 1024 * 1024;

export interface BackupFile {
  format: typeof BACKUP_FORMAT;
  version: number;
  exportedAt: string;
  data: Snapshot;
}

export function toBackup(snapshot: Snapshot, now = new Date()): string {
  const file: BackupFile = { format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt: now.toISOString(), data: snapshot };
  return `${JSON.stringify(file, null, 2)}\n`;
}

export type ParseResult = { ok: true; snapshot: Snapshot } | { ok: false; error: string };

const fail = (error: string): ParseResult => ({ ok: false, error });
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function firstError(errors: object): string {
  return Object.values(errors)[0] as string;
}

function checkIds(list: { id: unknown }[], label: string): string | undefined {
  const seen = new Set<string>();
  for (const [i, r] of list.entries()) {
    if (typeof r.id !== 'string' || r.id === '' || r.id.length > 100) return `${label} ${i + 1} has no valid id.`;
    if (seen.has(r.id)) return `${label} ${i + 1} repeats the id "${r.id}".`;
    seen.add(r.id);
  }
  return undefined;
}

/** The record with its text fields as the editors store them (other values are left for validation to judge). */
function tidy<T extends object>(record: T, texts: readonly string[], emails: readonly string[] = []): T {
  const out = { ...record } as Record<string, unknown>;
  for (const key of texts) if (typeof out[key] === 'string') out[key] = cleanText(out[key]);
  for (const key of emails) if (typeof out[key] === 'string') out[key] = out[key].trim();
  return out as T;
}

/** "Last active" is display text the editors never write: absent is "Never"; otherwise short, plain text. */
function lastActiveError(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') return 'must be text.';
  const fault = textFault(value);
  if (fault) return textFaultMessages[fault];
  if (textLength(value) > 100) return `must be at most 100 characters (this one has ${textLength(value).toLocaleString('en-US')}).`;
  return undefined;
}

/**
 * Reads a backup's text. Anything short of a complete, valid backup is refused with a
 * message that says what is wrong; nothing is changed until the whole file has passed.
 */
export function parseBackup(text: string, now = Date.now()): ParseResult {
  if (text.length > MAX_BACKUP_BYTES) return fail('This file is larger than 5 MB; a dashboard backup is much smaller. Nothing was changed.');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail('This file is not valid JSON: it may be damaged or cut off. Nothing was changed.');
  }
  if (!isObject(json) || json.format !== BACKUP_FORMAT) return fail('This is not a Northstar dashboard backup. Nothing was changed.');
  // Only a number is named back: a file's other values (a 100,000-character string) never reach the message.
  if (typeof json.version !== 'number') return fail('This backup has no version number this dashboard can read. Nothing was changed.');
  if (!Number.isInteger(json.version) || json.version < 1 || json.version > BACKUP_VERSION) {
    return fail(`This backup has version ${json.version}, which this dashboard cannot read. Nothing was changed.`);
  }
  const data = json.data;
  if (!isObject(data) || !Array.isArray(data.posts) || !Array.isArray(data.pages) || !Array.isArray(data.users) || !isObject(data.settings)) {
    return fail('This backup is incomplete: it needs posts, pages, users and settings. Nothing was changed.');
  }
  const lists = [data.posts, data.pages, data.users] as unknown[][];
  if (lists.some((l) => l.some((r) => !isObject(r)))) return fail('This backup holds entries that are not records. Nothing was changed.');

  // Version-1 backups go through the same steps as a version-1 database. Text is then put in the
  // form the editors store (cleanText, emails trimmed), so what passes the limits is what is kept.
  const posts = (data.posts as Post[]).map((p) => tidy(migrateRecordV1(p, now), ['title', 'author']));
  const pages = (data.pages as Page[]).map((p) => tidy(migrateRecordV1(p, now), ['title']));
  const users = (data.users as UserV1[]).map((u) => tidy(json.version === 1 ? migrateUserV1(u, now) : migrateRecordV1(u as User, now), ['name'], ['email']));
  const settings: SiteSettings = tidy(
    json.version === 1 ? migrateSettingsV1(data.settings) : { ...defaultSiteSettings, ...(data.settings as Partial<SiteSettings>) },
    settingsFields.filter((f) => f.type === 'text' || f.type === 'url' || f.type === 'textarea').map((f) => f.name),
    settingsFields.filter((f) => f.type === 'email').map((f) => f.name),
  );

  for (const [list, label] of [[posts, 'Post'], [pages, 'Page'], [users, 'User']] as const) {
    const error = checkIds(list, label);
    if (error) return fail(`${error} Nothing was changed.`);
  }
  for (const [i, p] of posts.entries()) {
    const errors = validatePost(p);
    if (hasErrors(errors)) return fail(`Post ${i + 1}: ${firstError(errors)} Nothing was changed.`);
  }
  for (const [i, p] of pages.entries()) {
    const errors = validatePage(p);
    if (hasErrors(errors)) return fail(`Page ${i + 1}: ${firstError(errors)} Nothing was changed.`);
  }
  for (const [i, u] of users.entries()) {
    // Against the users before it only, so a repeated address is reported at its second row, naming the first.
    const earlier = users.slice(0, i);
    const errors = validateUser(u, earlier);
    const twin = typeof u.email === 'string' ? earlier.findIndex((o) => emailKey(o.email) === emailKey(u.email)) : -1;
    if (errors.email && twin >= 0) return fail(`User ${i + 1} has the same email address as user ${twin + 1}. Nothing was changed.`);
    if (hasErrors(errors)) return fail(`User ${i + 1}: ${firstError(errors)} Nothing was changed.`);
    const lastActive = lastActiveError(u.lastActive);
    if (lastActive) return fail(`User ${i + 1}: Last active ${lastActive} Nothing was changed.`);
  }
  const settingsErrors = validateSettings(settings);
  if (hasErrors(settingsErrors)) return fail(`Settings: ${firstError(settingsErrors)} Nothing was changed.`);

  // Keep only known fields, so nothing foreign rides along into the store.
  return {
    ok: true,
    snapshot: {
      posts: posts.map(({ id, title, status, date, author, updatedAt }) => ({ id, title, status, date, author, updatedAt })),
      pages: pages.map(({ id, title, status, lastModified, updatedAt }) => ({ id, title, status, lastModified, updatedAt })),
      users: users.map(({ id, name, email, role, status, lastActive, updatedAt }) => ({
        id, name, email, role, status, lastActive: lastActive ?? 'Never', updatedAt,
      })),
      settings: Object.fromEntries(Object.keys(defaultSiteSettings).map((k) => [k, settings[k as keyof SiteSettings]])) as unknown as SiteSettings,
    },
  };
}
