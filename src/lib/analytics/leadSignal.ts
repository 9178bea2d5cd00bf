/**
 * A lead form's successful submission, for the page's analytics: the leads code reports it here,
 * the collector (loaded later, or never when the visitor opted out) takes it. Only the page's
 * path is passed on, never what the lead says.
 */
const waiting: string[] = [];
let listener: ((path: string) => void) | null = null;

export function reportLead(path: string): void {
  if (listener) listener(path);
  else if (waiting.length < 10) waiting.push(path);
}

/** Takes every lead reported so far and each one after. */
export function onLead(take: (path: string) => void): void {
  listener = take;
  for (const path of waiting.splice(0)) take(path);
}
