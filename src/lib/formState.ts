// What a form holds, read and kept. Loaded with the lead client (src/leads/client.ts), after the
// first focus: the first-load budget of the form pages has no room for it.

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const controls = (form: HTMLFormElement, skip: readonly string[]) =>
  [...form.elements].filter((el): el is Control => 'value' in el && !!(el as Control).name && (el as Control).type !== 'hidden' && !skip.includes((el as Control).name));

/** Every string value of the form, by field name. */
export function readValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') values[key] = value;
  return values;
}

/** Moves focus to the first field (in page order) named in `errors`, skipping the `skip` ones. */
export function focusFirstInvalid(form: HTMLFormElement, errors: object, skip: readonly string[] = []): void {
  controls(form, skip).find((el) => el.name in errors)?.focus();
}

/*
 * Drafts: what a visitor typed, kept for this tab (sessionStorage) until the form has done its
 * job, so following a link and coming Back, or a reload, loses nothing. Closing the tab forgets
 * it. Hidden fields and the ones named in `skip` are not kept.
 */
export function saveDraft(key: string, form: HTMLFormElement, skip: readonly string[] = []): void {
  const values = Object.fromEntries(controls(form, skip).filter((el) => el.value.trim()).map((el) => [el.name, el.value]));
  try {
    if (Object.keys(values).length) sessionStorage.setItem(key, JSON.stringify(values));
    else sessionStorage.removeItem(key);
  } catch {
    // Storage refused (private mode, full): the browser's leave prompt still guards the text.
  }
}

/** Fills the empty fields from the kept draft; a field already holding text keeps it. */
export function restoreDraft(key: string, form: HTMLFormElement, skip: readonly string[] = []): void {
  let values: Record<string, unknown>;
  try {
    values = JSON.parse(sessionStorage.getItem(key) ?? '{}') as Record<string, unknown>;
  } catch {
    return;
  }
  fillEmpty(form, values, skip);
}

/** Fills the form's empty fields from `values`, by field name; a field already holding text keeps it. */
export function fillEmpty(form: HTMLFormElement, values: Record<string, unknown>, skip: readonly string[] = []): void {
  for (const el of controls(form, skip)) {
    const kept = values[el.name];
    if (typeof kept === 'string' && !el.value) el.value = kept;
  }
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing kept.
  }
}
