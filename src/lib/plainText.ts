/**
 * Checks shared by every place people type text that is stored (the lead forms and API, the
 * dashboard's editors): what a stored value may not hold, and the one form it is stored in.
 */

// NUL and other control characters (C0, DEL, C1) never belong in stored text; tab and line breaks
// do (messages). C1's U+0085 is a line break to many readers, U+009B a terminal's escape.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// Half of a surrogate pair: text broken on its way (storage would keep U+FFFD instead).
const BROKEN = /\p{Cs}/u;
// Spaces and invisible format marks (zero-width space, joiners, BOM): a value of only these is empty.
const BLANK = /^[\s\p{Cf}]*$/u;
// Direction overrides and isolates: in a one-line value they only serve to make it display in
// another order than it is stored (a name shown reversed in a table or a spreadsheet).
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;

/** One stored form per text: no spaces around it, and "é" typed as e + accent is one character, as it looks. */
export const cleanText = (raw: string): string => raw.trim().normalize('NFC');

/** Nothing but spaces and invisible marks. */
export const isBlank = (value: string): boolean => BLANK.test(value);

/** Characters as people count them (an emoji is one), not UTF-16 units. */
export const textLength = (value: string): number => [...value].length;

export type TextFault = 'control' | 'broken' | 'direction';

/** What makes a typed value unfit to store, if anything; `multiline` text (a message) may hold direction marks. */
export function textFault(value: string, multiline = false): TextFault | undefined {
  if (CONTROL.test(value)) return 'control';
  if (BROKEN.test(value)) return 'broken';
  if (!multiline && BIDI_CONTROL.test(value)) return 'direction';
  return undefined;
}

/** The sentence that says so, after the field's label. */
export const textFaultMessages: Record<TextFault, string> = {
  control: 'contains control characters (such as NUL) that are not allowed.',
  broken: 'contains broken characters; please type it again.',
  direction: 'contains invisible text-direction marks that are not allowed.',
};
