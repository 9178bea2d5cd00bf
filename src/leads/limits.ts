/**
 * The lead contract's kinds and limits: one small module the forms load with the page,
 * the validator and the server build on.
 */
export const LEAD_KINDS = ['contact', 'proposal', 'newsletter', 'application'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** Longest accepted value per field, in characters (code points, so an emoji counts once). */
export const MAX_LENGTH = {
  name: 200,
  company: 200,
  email: 254,
  message: 5000,
  service: 100,
  job: 100,
  link: 500,
} as const;

/**
 * A JSON body larger than this is refused (413) before it is parsed. Every valid lead fits: each
 * field at its limit in 4-byte characters (emoji), plus 1 KB for the keys, id and time.
 */
export const MAX_BODY_BYTES = /* @__PURE__ */ bodyLimit();
function bodyLimit(): number {
  return 4 * Object.values(MAX_LENGTH).reduce((sum, n) => sum + n, 0) + 1024;
}

/** The honeypot: hidden from people, filled in by form-filling bots. */
export const HONEYPOT_FIELD = 'website';

/** Where a form's draft is kept for the tab (sessionStorage): per kind of form and page. */
export const draftKey = (kind: string | undefined, path: string) => `northstar:draft:${kind}:${path}`;
