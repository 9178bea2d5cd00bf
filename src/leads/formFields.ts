import { clearDraft, focusFirstInvalid, restoreDraft, saveDraft } from '../lib/formState';
import { draftKey as keyFor, HONEYPOT_FIELD } from './limits';

// What the lead forms do with their fields, loaded with the lead client (src/leads/client.ts):
// the form pages' first-load JavaScript has no room for it.
export { readValues } from '../lib/formState';

/** A lead form's draft is kept per kind of form (its data-lead-form) and page, for this tab. */
const draftKey = (form: HTMLFormElement, path = location.pathname) => keyFor(form.dataset.leadForm, path);
const skip = [HONEYPOT_FIELD];

/** `path`: the form's page, when this code arrived after the visitor had already moved on. */
export const keepDraft = (form: HTMLFormElement, path?: string) => saveDraft(draftKey(form, path), form, skip);
export const restoreKeptDraft = (form: HTMLFormElement) => restoreDraft(draftKey(form), form, skip);
export const dropDraft = (form: HTMLFormElement) => clearDraft(draftKey(form));
/** Focus on the first field (in page order) with an error; never the honeypot. */
export const focusFirstError = (form: HTMLFormElement, errors: object) => focusFirstInvalid(form, errors, skip);
