import { defaultSiteSettings, settingsSections, type SettingsTabValue, type SiteSettings } from '../../content/dashboard/settings';
import { cleanText } from '../../lib/plainText';
import { keepTabValue, readTabValue } from '../../lib/tabStore';
import { settingsFields } from '../data/validation';

/** What the Settings form holds: text for every text-like field, a boolean for checkboxes. */
export type Draft = Record<keyof SiteSettings, string | boolean>;

export const fieldId = (name: keyof SiteSettings) => `settings-${name}`;

export function toDraft(settings: SiteSettings): Draft {
  const draft = {} as Draft;
  for (const field of settingsFields) {
    const value = settings[field.name];
    draft[field.name] = typeof value === 'boolean' ? value : String(value);
  }
  return draft;
}

/** Back to settings; a number field that is not a whole number becomes NaN (and fails validation). */
export function fromDraft(draft: Draft): SiteSettings {
  const settings = { ...defaultSiteSettings } as Record<keyof SiteSettings, unknown>;
  for (const field of settingsFields) {
    const value = draft[field.name];
    if (field.type === 'number') settings[field.name] = /^\s*\d+\s*$/.test(String(value)) ? Number(value) : Number.NaN;
    else if (field.type === 'checkbox') settings[field.name] = value === true;
    else if (field.type === 'email') settings[field.name] = String(value).trim();
    // Stored as the lead forms store text: no spaces around it, one Unicode form.
    else settings[field.name] = cleanText(String(value));
  }
  return settings as SiteSettings;
}

/**
 * Values typed into the prerendered fields before the app started. The prerender wrote the
 * defaults; any field whose DOM value differs holds the user's input and must be kept as is.
 */
export function readPrefilled(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): Partial<Draft> {
  if (!doc) return {};
  const rendered = toDraft(defaultSiteSettings);
  const typed: Partial<Draft> = {};
  for (const field of settingsFields) {
    const el = doc.getElementById(fieldId(field.name));
    if (!el) continue;
    const value = el instanceof HTMLInputElement && el.type === 'checkbox' ? el.checked : (el as HTMLInputElement).value;
    if (value !== rendered[field.name]) typed[field.name] = value;
  }
  return typed;
}

export function tabOf(name: keyof SiteSettings): SettingsTabValue {
  return settingsSections.find((s) => s.fields.some((f) => f.name === name))!.value;
}

// What is typed into Settings and not yet saved, kept for this tab so a reload loses nothing
// (as the post, page and user forms do: collection/formDraft.ts). Saving or leaving the page
// in the app (which asks first) forgets it.
const UNSAVED_KEY = 'northstar:dashboard-settings';

export function readUnsaved(): Partial<Draft> {
  const raw = readTabValue(UNSAVED_KEY);
  if (!raw || typeof raw !== 'object') return {};
  const kept: Partial<Draft> = {};
  for (const field of settingsFields) {
    const value = (raw as Record<string, unknown>)[field.name];
    if (field.type === 'checkbox' ? typeof value === 'boolean' : typeof value === 'string') kept[field.name] = value as string | boolean;
  }
  return kept;
}

export const keepUnsaved = (edits: Partial<Draft> | null): void => keepTabValue(UNSAVED_KEY, edits);
