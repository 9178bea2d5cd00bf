/**
 * A phone number as it is shown: its spaces and hyphens made non-breaking, so that a narrow
 * column never splits "+1 (212) 555-0148" across two lines. The tel: link keeps the plain form.
 */
export function unbreakablePhone(phone: string): string {
  return phone.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
}
