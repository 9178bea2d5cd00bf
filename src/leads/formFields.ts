import { clearDraft, fillEmpty, focusFirstInvalid, restoreDraft, saveDraft } from '../lib/formState';
import { draftKey as keyFor, HONEYPOT_FIELD } from './limits';

// What the lead forms do with their fields, loaded with the lead client (src/leads/client.ts):
// the form pages' first-load JavaScript has no room for it.
export { readValues } from '../lib/formState';

/**
 * A lead form's draft is kept per kind of form (its data-app-form) and page, for this tab. A page
 * with two forms of a kind (the blog's newsletter box and the footer's) keeps one for each: the
 * first under the plain key (the one useLeadForm writes when this code could not load), the
 * others numbered by their order on the page.
 */
function draftKey(form: HTMLFormElement, path = location.pathname): string {
  const kind = form.dataset.appForm;
  const n = [...document.querySelectorAll(`form[data-app-form="${kind}"]`)].indexOf(form);
  return keyFor(kind, path) + (n > 0 ? `#${n}` : '');
}
const skip = [HONEYPOT_FIELD];

/** `path`: the form's page, when this code arrived after the visitor had already moved on. */
export const keepDraft = (form: HTMLFormElement, path?: string) => saveDraft(draftKey(form, path), form, skip);
export const restoreKeptDraft = (form: HTMLFormElement) => restoreDraft(draftKey(form), form, skip);
/**
 * The outbox code's first keep of a form: a kept draft first fills its empty fields (a keep alone
 * would replace that draft with the form's still-empty fields, e.g. when the tap that started the
 * form was handled before its restore).
 */
export const keepFirst = (form: HTMLFormElement, path?: string) => {
  if (!path || path === location.pathname) restoreKeptDraft(form);
  keepDraft(form, path);
};
/** Fills the form's empty fields from `values` (never the honeypot). */
export const fillForm = (form: HTMLFormElement, values: Record<string, unknown>) => fillEmpty(form, values, skip);
export const dropDraft = (form: HTMLFormElement) => clearDraft(draftKey(form));
/** Focus on the first field (in page order) with an error; never the honeypot. */
export const focusFirstError = (form: HTMLFormElement, errors: object) => focusFirstInvalid(form, errors, skip);
