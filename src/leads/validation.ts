import { cleanText, isBlank, textFault, textFaultMessages, textLength } from '../lib/plainText';
import { HONEYPOT_FIELD, LEAD_KINDS, MAX_LENGTH, type LeadKind } from './limits';

/**
 * THE lead validator, run by the forms before a lead is saved and by the server before it is
 * stored, so both say the same thing about the same input. Framework-free (the server imports it).
 */
export type LeadField = keyof typeof MAX_LENGTH;
export type LeadFields = Partial<Record<LeadField, string>>;
export type FieldErrors = Record<string, string>;

/** The values service and job may take; the lead API passes the site's lists (content/leadChoices.ts). */
export interface LeadChoices {
  service: ReadonlySet<string>;
  job: ReadonlySet<string>;
}

/** A lead as sent to and stored by the API. */
export interface Lead extends LeadFields {
  id: string;
  kind: LeadKind;
  /** When the visitor submitted it (ISO 8601), which may be long before it arrives. */
  createdAt: string;
}

const LABELS: Record<LeadField, string> = {
  name: 'Full name',
  email: 'Email address',
  company: 'Company name',
  message: 'Message',
  service: 'Service',
  job: 'Job',
  link: 'Link',
};

/** Which fields each kind takes, and which of them are required. */
export const KIND_FIELDS: Record<LeadKind, { required: readonly LeadField[]; optional: readonly LeadField[] }> = {
  contact: { required: ['name', 'email', 'company', 'message'], optional: [] },
  proposal: { required: ['name', 'email', 'company', 'message', 'service'], optional: [] },
  newsletter: { required: ['email'], optional: [] },
  application: { required: ['name', 'email', 'message'], optional: ['job', 'link'] },
};

// An address as people type it: dot-separated parts before the @ (any script), then domain labels
// of letters, digits and inner hyphens, ending in a top-level domain of 2+ letters (or xn--).
// No invisible characters (\p{C}: controls, format marks such as a right-to-left override).
const EMAIL_ATOM = String.raw`[^\s@<>()[\]\\,;:".\p{C}]+`;
const EMAIL_LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?`;
const EMAIL = new RegExp(String.raw`^${EMAIL_ATOM}(?:\.${EMAIL_ATOM})*@(?:${EMAIL_LABEL}\.)+(?:\p{L}{2,}|xn--[a-z0-9-]+)$`, 'u');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A real moment in ISO 8601 UTC (2026-02-31 is not one, though Date.parse takes it). */
const isUtcTime = (value: unknown): boolean =>
  typeof value === 'string' && ISO_TIME.test(value) && !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().slice(0, 19) === value.slice(0, 19);
const isKind = (value: unknown): value is LeadKind => typeof value === 'string' && (LEAD_KINDS as readonly string[]).includes(value);
const format = (n: number) => n.toLocaleString('en-US');

/** The error for one field value, or undefined if it is fine. Values arrive untrimmed. */
function fieldError(field: LeadField, raw: unknown, required: boolean, choices?: LeadChoices): string | undefined {
  const label = LABELS[field];
  if (raw === undefined || raw === null || raw === '') return required ? `${label} is required.` : undefined;
  if (typeof raw !== 'string') return `${label} must be text.`;
  // Control and broken characters are reported before the length; direction marks after it.
  const fault = textFault(raw, true);
  if (fault) return `${label} ${textFaultMessages[fault]}`;
  const value = cleanText(raw);
  if (isBlank(value)) return required ? `${label} is required.` : undefined;
  const max = MAX_LENGTH[field];
  if (textLength(value) > max) return `${label} must be at most ${format(max)} characters (it has ${format(textLength(value))}).`;
  if (field !== 'message' && textFault(value) === 'direction') return `${label} ${textFaultMessages.direction}`;
  if (field === 'email' && !EMAIL.test(value)) return 'Enter an email address like name@company.com.';
  // The part before the @ is at most 64 characters (the mail standard's limit): longer bounces.
  if (field === 'email' && textLength(value.slice(0, value.lastIndexOf('@'))) > 64) return 'The part of the email address before the @ can be at most 64 characters.';
  if ((field === 'service' || field === 'job') && (!SLUG.test(value) || (choices && !choices[field].has(value)))) return `${label} is not one we know.`;
  if (field === 'link' && !/^https?:\/\/[^\s]+$/i.test(value)) return 'Link must start with http:// or https://.';
  return undefined;
}

/**
 * Checks the fields of one kind of lead. Returns per-field messages (empty when valid) and the
 * cleaned values (trimmed, in Unicode's composed form, only the fields this kind takes).
 */
export function validateLeadFields(kind: LeadKind, input: Record<string, unknown>, choices?: LeadChoices): { errors: FieldErrors; fields: LeadFields } {
  const errors: FieldErrors = {};
  const fields: LeadFields = {};
  const { required, optional } = KIND_FIELDS[kind];
  for (const field of [...required, ...optional]) {
    const error = fieldError(field, input[field], required.includes(field), choices);
    if (error) errors[field] = error;
    else if (typeof input[field] === 'string' && !isBlank(input[field])) fields[field] = cleanText(input[field]);
  }
  const trap = input[HONEYPOT_FIELD];
  if (trap !== undefined && trap !== '') errors[HONEYPOT_FIELD] = 'Leave the “website” field empty (it is there to catch spam robots).';
  return { errors, fields };
}

export type LeadCheck = { ok: true; lead: Lead } | { ok: false; errors: FieldErrors };

/** Checks a whole request body: an object with id, kind, createdAt and exactly that kind's fields. */
export function validateLead(body: unknown, { now = Date.now(), choices }: { now?: number; choices?: LeadChoices } = {}): LeadCheck {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, errors: { body: 'Expected a JSON object with id, kind and the form fields.' } };
  }
  const input = body as Record<string, unknown>;
  // No prototype, so a field named "__proto__" is reported like any other unknown field.
  const errors: FieldErrors = Object.create(null);
  if (typeof input.id !== 'string' || !UUID.test(input.id)) errors.id = 'id must be a UUID (the client generates it).';
  if (input.createdAt !== undefined && !isUtcTime(input.createdAt)) {
    errors.createdAt = 'createdAt must be an ISO 8601 time in UTC, like 2026-01-31T09:30:00.000Z.';
  }
  if (!isKind(input.kind)) {
    errors.kind = `kind must be one of ${LEAD_KINDS.join(', ')}.`;
    return { ok: false, errors };
  }
  const { errors: fieldErrors, fields } = validateLeadFields(input.kind, input, choices);
  Object.assign(errors, fieldErrors);
  const known = new Set<string>(['id', 'kind', 'createdAt', HONEYPOT_FIELD, ...KIND_FIELDS[input.kind].required, ...KIND_FIELDS[input.kind].optional]);
  for (const key of Object.keys(input)) if (!known.has(key)) errors[key.slice(0, 64)] = `Unknown field for a ${input.kind} lead.`;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  // A lead cannot be made after it arrives: a device clock running ahead is capped at the arrival time.
  const createdAt = typeof input.createdAt === 'string' && Date.parse(input.createdAt) <= now ? input.createdAt : new Date(now).toISOString();
  return { ok: true, lead: { id: (input.id as string).toLowerCase(), kind: input.kind, createdAt, ...fields } };
}
