/**
 * An address or a search as compared: one Unicode form, lower case (final ς as σ, since
 * toLowerCase picks the sigma by position). SQLite's NOCASE folds A-Z only.
 */
export const foldCase = (text: string): string => text.normalize('NFC').toLowerCase().replace(/ς/g, 'σ');

/** What a lead's search looks in: its four free-text fields folded, apart by a character no field holds. */
export const searchText = (fields: { name?: string | null; email?: string | null; company?: string | null; message?: string | null }): string =>
  foldCase([fields.name ?? '', fields.email ?? '', fields.company ?? '', fields.message ?? ''].join('\u001f'));
