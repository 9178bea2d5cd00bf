import { keepTabValue, readTabValue } from '../../lib/tabStore';
import type { CollectionName } from '../data/types';
import type { FormValues } from './configs';

/**
 * What is typed into a post, page or user form and not yet saved, kept for this tab
 * (sessionStorage) so a reload, a crash or a closed laptop lid loses nothing: the screen opens
 * the form again with it. Saving, Cancel, or leaving the section in the app (which asks first)
 * forgets it. One per collection: a screen has one form open at a time.
 */
export interface FormDraft {
  /** The record being edited; null for a new one. */
  id: string | null;
  values: FormValues;
}

const key = (name: CollectionName) => `northstar:dashboard-form:${name}`;

export function readFormDraft(name: CollectionName): FormDraft | null {
  const raw = readTabValue(key(name));
  if (!raw || typeof raw !== 'object') return null;
  const { id, values } = raw as Record<string, unknown>;
  if (!(id === null || typeof id === 'string') || !values || typeof values !== 'object') return null;
  // Only text survives: anything else in storage was not written by this form.
  const text = Object.fromEntries(Object.entries(values).filter(([, v]) => typeof v === 'string')) as FormValues;
  return { id, values: text };
}

export const writeFormDraft = (name: CollectionName, draft: FormDraft): void => keepTabValue(key(name), draft);

export const clearFormDraft = (name: CollectionName): void => keepTabValue(key(name), null);
