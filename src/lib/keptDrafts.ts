/**
 * Whether this tab may hold a form's draft: only drafts use sessionStorage (src/leads/client.ts),
 * so an empty one means none. A quick check that loads no lead code.
 */
export function tabKeepsDrafts(): boolean {
  try {
    return sessionStorage.length > 0;
  } catch {
    return false; // No storage: no draft.
  }
}
