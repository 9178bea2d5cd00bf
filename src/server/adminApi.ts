import type { FastifyInstance } from 'fastify';
import { PAGE_LIMIT_DEFAULT, type InboxLead, type LeadPatch, type LeadStatus, type NoteInput } from '../leads/inboxApi';
import type { LeadKind } from '../leads/limits';
import { csvCell } from '../lib/csvCell';
import { cleanText, isBlank, textFault, textFaultMessages } from '../lib/plainText';
import { sameOriginOnly } from './csrf';
import { RequestError, sendError } from './errors';
import { EXPORT_COLUMNS } from './export';
import { InvalidCursorError, type InboxStore } from './inboxStore';
import { signedIn } from './session';
import {
  auditPageSchema,
  accountSchema,
  cursorParam,
  errorResponses,
  leadDetailSchema,
  leadIdParams,
  leadListQuery,
  leadPageSchema,
  limitParam,
  noteBodySchema,
  noteSchema,
  patchBodySchema,
} from './schemas';

export interface AdminApiOptions {
  store: () => InboxStore;
  trustedProxies: number;
  allowedOrigins: readonly string[];
}

const NO_LEAD = 'No lead with this id (it may have been erased).';
/** The admin download's columns: what the visitor sent, then its triage. */
const COLUMNS = [...EXPORT_COLUMNS, 'status', 'assignee', 'updatedAt'] as const;

/** CSV as the CLI writes it (formula-safe cells), with a byte-order mark so Excel reads it as UTF-8. */
function leadsCsv(leads: readonly InboxLead[]): string {
  const lines = [COLUMNS.join(',')];
  for (const lead of leads) lines.push(COLUMNS.map((c) => csvCell(lead[c] === null || lead[c] === undefined ? undefined : String(lead[c]))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const idOf = (params: unknown) => (params as { id: string }).id.toLowerCase();

/**
 * /api/admin/*: the lead inbox. Every route needs a session (401) and, to erase, export or read the
 * audit log, the admin role (403); sales reads and triages. State changes come from this site only
 * (./csrf.ts). The store writes the audit entries of its own changes (status, assignee, note, delete).
 */
export function adminRoutes(app: FastifyInstance, { store, ...origin }: AdminApiOptions): void {
  const csrf = sameOriginOnly(origin);
  const anyone = [csrf, signedIn(store)];
  const admin = [csrf, signedIn(store, 'admin')];
  const inbox = store;

  app.get(
    '/api/admin/leads',
    { onRequest: anyone, schema: { querystring: leadListQuery, response: { 200: leadPageSchema, ...errorResponses } } },
    async (req) => {
      const query = req.query as { status?: LeadStatus; kind?: LeadKind; q?: string; cursor?: string; limit?: string };
      try {
        return await inbox().listLeads({ status: query.status, kind: query.kind, q: query.q || undefined, cursor: query.cursor, limit: query.limit ? Number(query.limit) : PAGE_LIMIT_DEFAULT });
      } catch (error) {
        if (error instanceof InvalidCursorError) throw new RequestError(400, 'The cursor is not one this list gave; start again from the first page.', { cursor: 'Not a cursor from this list.' });
        throw error;
      }
    },
  );

  app.get(
    '/api/admin/leads/export',
    {
      onRequest: admin,
      schema: { querystring: { type: 'object', additionalProperties: false, required: ['format'], properties: { format: { enum: ['csv', 'json'] } } }, response: errorResponses },
    },
    async (req, reply) => {
      const { format } = req.query as { format: 'csv' | 'json' };
      const leads = await inbox().exportLeads();
      await inbox().audit({ actor: req.account!.email, action: 'export', detail: `${format}, ${leads.length} leads` });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('Content-Disposition', `attachment; filename="leads-${day}.${format}"`)
        .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
        .send(format === 'csv' ? leadsCsv(leads) : `${JSON.stringify(leads, null, 2)}\n`);
    },
  );

  app.get(
    '/api/admin/leads/:id',
    { onRequest: anyone, schema: { params: leadIdParams, response: { 200: leadDetailSchema, ...errorResponses } } },
    async (req, reply) => (await inbox().leadDetail(idOf(req.params))) ?? sendError(reply, 404, NO_LEAD),
  );

  app.patch(
    '/api/admin/leads/:id',
    { onRequest: anyone, schema: { params: leadIdParams, body: patchBodySchema, response: { 200: { $ref: 'inboxLead#' }, ...errorResponses } } },
    async (req, reply) => {
      const patch = req.body as LeadPatch;
      const outcome = await inbox().updateLead(idOf(req.params), patch, req.account!.email);
      switch (outcome.result) {
        case 'updated':
          return outcome.lead;
        case 'conflict':
          return reply.code(409).send({ error: 'Someone changed this lead meanwhile; here it is as it is now. Apply your change again if it still holds.', lead: outcome.lead });
        case 'no-such-assignee':
          return sendError(reply, 400, 'A lead can only be handed to an account.', { assignee: 'No account has this email.' });
        case 'missing':
          return sendError(reply, 404, NO_LEAD);
      }
    },
  );

  app.post(
    '/api/admin/leads/:id/notes',
    { onRequest: anyone, schema: { params: leadIdParams, body: noteBodySchema, response: { '2xx': noteSchema, ...errorResponses } } },
    async (req, reply) => {
      const body = req.body as NoteInput;
      const fault = textFault(body.text, true);
      if (fault) return sendError(reply, 400, 'The note was not stored.', { text: `The note ${textFaultMessages[fault]}` });
      const text = cleanText(body.text);
      if (isBlank(text)) return sendError(reply, 400, 'The note was not stored.', { text: 'Write something first.' });
      const outcome = await inbox().addNote(idOf(req.params), { id: body.id.toLowerCase(), text }, req.account!.email);
      switch (outcome.result) {
        case 'created':
        case 'exists':
          return reply.code(outcome.result === 'created' ? 201 : 200).send(outcome.note);
        case 'conflict':
          return sendError(reply, 400, 'Another note is already stored under this id; this one was not stored. Send it again with a new id.', { id: 'This id is another note’s.' });
        case 'missing':
          return sendError(reply, 404, NO_LEAD);
      }
    },
  );

  app.delete(
    '/api/admin/leads/:id',
    { onRequest: admin, schema: { params: leadIdParams, response: { 204: { type: 'null' }, ...errorResponses } } },
    async (req, reply) => ((await inbox().deleteLead(idOf(req.params), req.account!.email)) ? reply.code(204).send() : sendError(reply, 404, NO_LEAD)),
  );

  app.get(
    '/api/admin/audit',
    {
      onRequest: admin,
      schema: { querystring: { type: 'object', additionalProperties: false, properties: { cursor: cursorParam, limit: limitParam } }, response: { 200: auditPageSchema, ...errorResponses } },
    },
    async (req) => {
      const query = req.query as { cursor?: string; limit?: string };
      try {
        return await inbox().auditLog({ cursor: query.cursor, limit: query.limit ? Number(query.limit) : PAGE_LIMIT_DEFAULT });
      } catch (error) {
        if (error instanceof InvalidCursorError) throw new RequestError(400, 'The cursor is not one this log gave; start again from the first page.', { cursor: 'Not a cursor from this log.' });
        throw error;
      }
    },
  );

  app.get(
    '/api/admin/users',
    { onRequest: anyone, schema: { response: { 200: { type: 'object', required: ['users'], properties: { users: { type: 'array', items: accountSchema } } }, ...errorResponses } } },
    async () => ({ users: (await inbox().listAccounts()).map(({ email, role }) => ({ email, role })) }),
  );
}
