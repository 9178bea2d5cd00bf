/**
 * JSON schemas of the API's bodies and answers (Fastify validates requests with ajv and writes
 * answers with them). Built from the shared contract's lists and limits (src/leads/).
 */
import { AUDIT_ACTIONS, LEAD_STATUSES, NOTE_MAX_LENGTH, PAGE_LIMIT_MAX, PASSWORD_MAX_LENGTH, ROLES, SEARCH_MAX_LENGTH } from '../leads/inboxApi';
import { HONEYPOT_FIELD, LEAD_KINDS, MAX_LENGTH } from '../leads/limits';

export const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;

/** Every error: `{ error, errors? }`; a 409 adds the current lead. */
export const errorSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: text,
    errors: { type: 'object', additionalProperties: text },
    lead: { $ref: 'inboxLead#' },
  },
} as const;

/** The error answers every route may give (validation, limits, storage, the server's own). */
export const errorResponses = { '4xx': errorSchema, '5xx': errorSchema } as const;

const leadFields = Object.fromEntries(Object.keys(MAX_LENGTH).map((field) => [field, text]));

/** A lead as posted. The shared validator (src/leads/validation.ts) gives the field messages the forms give. */
export const leadBodySchema = {
  type: 'object',
  required: ['id', 'kind'],
  properties: { id: text, kind: { enum: [...LEAD_KINDS] }, createdAt: text, [HONEYPOT_FIELD]: text, ...Object.fromEntries(Object.keys(leadFields).map((f) => [f, nullableText])) },
} as const;

/** InboxLead (src/leads/inboxApi.ts), shared by reference as `inboxLead#`. */
export const inboxLeadSchema = {
  $id: 'inboxLead',
  type: 'object',
  required: ['id', 'kind', 'createdAt', 'receivedAt', 'status', 'assignee', 'version', 'updatedAt'],
  properties: {
    id: text,
    kind: text,
    createdAt: text,
    receivedAt: text,
    ...leadFields,
    status: { enum: [...LEAD_STATUSES] },
    assignee: nullableText,
    version: { type: 'integer' },
    updatedAt: text,
  },
} as const;

export const noteSchema = {
  type: 'object',
  required: ['id', 'text', 'author', 'createdAt'],
  properties: { id: text, text, author: text, createdAt: text },
} as const;

export const leadDetailSchema = {
  type: 'object',
  required: [...inboxLeadSchema.required, 'notes', 'history'],
  properties: {
    ...inboxLeadSchema.properties,
    notes: { type: 'array', items: noteSchema },
    history: {
      type: 'array',
      items: {
        type: 'object',
        required: ['at', 'actor', 'action', 'from', 'to'],
        properties: { at: text, actor: text, action: text, from: nullableText, to: nullableText },
      },
    },
  },
} as const;

export const leadPageSchema = {
  type: 'object',
  required: ['leads', 'nextCursor', 'counts'],
  properties: {
    leads: { type: 'array', items: { $ref: 'inboxLead#' } },
    nextCursor: nullableText,
    counts: { type: 'object', required: [...LEAD_STATUSES], properties: Object.fromEntries(LEAD_STATUSES.map((s) => [s, { type: 'integer' }])) },
  },
} as const;

/** Query strings arrive as text: numbers are matched as digits here and read in the handler. */
export const limitParam = { type: 'string', pattern: `^(?:[1-9]|[1-9][0-9]|${PAGE_LIMIT_MAX})$` } as const;
export const cursorParam = { type: 'string', minLength: 1, maxLength: 200 } as const;

export const leadListQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    status: { enum: [...LEAD_STATUSES] },
    kind: { enum: [...LEAD_KINDS] },
    q: { type: 'string', maxLength: SEARCH_MAX_LENGTH },
    cursor: cursorParam,
    limit: limitParam,
  },
} as const;

export const leadIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: UUID_PATTERN } },
} as const;

export const patchBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  anyOf: [{ required: ['status'] }, { required: ['assignee'] }],
  properties: {
    status: { enum: [...LEAD_STATUSES] },
    assignee: { type: ['string', 'null'], minLength: 1, maxLength: MAX_LENGTH.email },
    version: { type: 'integer', minimum: 0 },
  },
} as const;

export const noteBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'text'],
  properties: { id: { type: 'string', pattern: UUID_PATTERN }, text: { type: 'string', minLength: 1, maxLength: NOTE_MAX_LENGTH } },
} as const;

export const signInBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'password'],
  properties: { email: { type: 'string', minLength: 1, maxLength: MAX_LENGTH.email }, password: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH } },
} as const;

export const accountSchema = {
  type: 'object',
  required: ['email', 'role'],
  properties: { email: text, role: { enum: [...ROLES] } },
} as const;

export const auditPageSchema = {
  type: 'object',
  required: ['entries', 'nextCursor'],
  properties: {
    entries: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'at', 'actor', 'action', 'leadId', 'detail'],
        properties: { id: { type: 'integer' }, at: text, actor: nullableText, action: { enum: [...AUDIT_ACTIONS] }, leadId: nullableText, detail: nullableText },
      },
    },
    nextCursor: nullableText,
  },
} as const;
