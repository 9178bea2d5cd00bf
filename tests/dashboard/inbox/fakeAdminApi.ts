import type { InboxLead, LeadDetail, LeadNote, LeadStatus, Role } from '../../../src/leads/inboxApi';
import { LEAD_STATUSES } from '../../../src/leads/inboxApi';

/**
 * The admin API's contract (src/leads/inboxApi.ts) answered in memory at the fetch boundary, for
 * the inbox's component tests until the server's routes exist. It keeps leads, versions and notes
 * as the server does, and records every request the inbox makes.
 */
export interface FakeAccount {
  email: string;
  password: string;
  role: Role;
}

export function fakeAdminApi(accounts: FakeAccount[], leads: InboxLead[]) {
  const store = new Map<string, LeadDetail>(leads.map((l) => [l.id, { ...l, notes: [], history: [] }]));
  let signedIn: FakeAccount | null = null;
  const state = { offline: false, throttleFor: 0 };
  const requests: { method: string; path: string; body: unknown }[] = [];

  const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers } });
  const empty = (status: number) => new Response(null, { status });
  const summary = ({ notes: _n, history: _h, ...lead }: LeadDetail): InboxLead => lead;

  async function handle(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    if (state.offline) throw new TypeError('Failed to fetch');
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
    requests.push({ method, path: url.pathname + url.search, body });
    const path = url.pathname;

    if (path === '/api/session') {
      if (method === 'POST') {
        if (state.throttleFor) return json(429, { error: 'Too many attempts.' }, { 'retry-after': String(state.throttleFor) });
        const { email, password } = body as { email: string; password: string };
        const account = accounts.find((a) => a.email === email && a.password === password);
        if (!account) return json(401, { error: 'Wrong email or password.' });
        signedIn = account;
        return empty(204);
      }
      if (method === 'DELETE') {
        signedIn = null;
        return empty(204);
      }
      return signedIn ? json(200, { email: signedIn.email, role: signedIn.role }) : json(401, { error: 'Not signed in.' });
    }
    if (!path.startsWith('/api/admin/')) return json(404, { error: 'Not found.' });
    if (!signedIn) return json(401, { error: 'Not signed in.' });
    const me = signedIn;

    if (path === '/api/admin/users') return json(200, { users: accounts.map(({ email, role }) => ({ email, role })) });
    if (path === '/api/admin/leads') {
      const q = url.searchParams.get('q')?.toLowerCase() ?? '';
      const status = url.searchParams.get('status') as LeadStatus | null;
      const matching = [...store.values()].filter((l) => !q || JSON.stringify([l.name, l.email, l.company, l.message]).toLowerCase().includes(q));
      const counts = Object.fromEntries(LEAD_STATUSES.map((s) => [s, matching.filter((l) => l.status === s).length])) as Record<LeadStatus, number>;
      const listed = matching.filter((l) => (status ? l.status === status : l.status !== 'spam')).sort((a, b) => b.receivedAt.localeCompare(a.receivedAt));
      return json(200, { leads: listed.slice(0, Number(url.searchParams.get('limit') ?? 50)).map(summary), nextCursor: null, counts });
    }
    const [, , , , id, sub] = path.split('/');
    const lead = store.get(decodeURIComponent(id ?? ''));
    if (!lead) return json(404, { error: 'No such lead.' });
    const now = new Date().toISOString();
    if (sub === 'notes' && method === 'POST') {
      const { id: noteId, text } = body as { id: string; text: string };
      const existing = lead.notes.find((n) => n.id === noteId);
      if (existing) return json(200, existing);
      const note: LeadNote = { id: noteId, text, author: me.email, createdAt: now };
      lead.notes.push(note);
      lead.history.push({ at: now, actor: me.email, action: 'note', from: null, to: null });
      return json(201, note);
    }
    if (method === 'GET') return json(200, lead);
    if (method === 'DELETE') {
      if (me.role !== 'admin') return json(403, { error: 'Only an admin can delete a lead.' });
      store.delete(lead.id);
      return empty(204);
    }
    if (method === 'PATCH') {
      const patch = body as { status?: LeadStatus; assignee?: string | null; version: number };
      if (patch.version !== lead.version) return json(409, { error: 'The lead has changed.', lead: summary(lead) });
      if (patch.status && patch.status !== lead.status) lead.history.push({ at: now, actor: me.email, action: 'status', from: lead.status, to: patch.status });
      Object.assign(lead, patch.status ? { status: patch.status } : {}, patch.assignee !== undefined ? { assignee: patch.assignee } : {});
      lead.version += 1;
      lead.updatedAt = now;
      return json(200, summary(lead));
    }
    return json(405, { error: 'Method not allowed.' });
  }

  return {
    fetch: handle,
    requests,
    state,
    store,
    /** Another admin's change, straight on the server. */
    changeElsewhere(id: string, status: LeadStatus) {
      const lead = store.get(id)!;
      lead.status = status;
      lead.version += 1;
      lead.updatedAt = new Date().toISOString();
    },
    expireSession() {
      signedIn = null;
    },
  };
}

let n = 0;
/** A lead as the server lists it; `fields` override the defaults. */
export function inboxLead(fields: Partial<InboxLead> = {}): InboxLead {
  n += 1;
  const at = new Date(Date.UTC(2026, 11, 1, 9, n)).toISOString();
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    kind: 'contact',
    name: `Visitor ${n}`,
    email: `visitor${n}@example.com`,
    company: `Company ${n}`,
    message: `Message ${n}`,
    createdAt: at,
    receivedAt: at,
    status: 'new',
    assignee: null,
    version: 1,
    updatedAt: at,
    ...fields,
  };
}
