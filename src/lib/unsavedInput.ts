/**
 * One registry of places that hold input not yet saved anywhere (a half-typed form, a dirty
 * editor). The update flow and page-leave prompts ask it before they could throw work away.
 */
type Check = () => boolean;
const checks = new Set<Check>();

/** Registers a check; returns the function that removes it. */
export function trackUnsavedInput(isDirty: Check): () => void {
  checks.add(isDirty);
  return () => {
    checks.delete(isDirty);
  };
}

export function hasUnsavedInput(): boolean {
  for (const check of checks) if (check()) return true;
  return false;
}

let leaveConfirmed = false;

/** The user chose to leave anyway (e.g. "Reload anyway"): page-leave prompts stand aside. */
export function confirmLeave(): void {
  leaveConfirmed = true;
}

export const isLeaveConfirmed = (): boolean => leaveConfirmed;
