import type { AnalyticsRange, AnalyticsReport } from '../../lib/analytics/contract';
import type { AccountSummary, ApiError, InboxLead, LeadDetail, LeadNote, LeadPage, LeadPatch, LeadStatus, NoteInput, SessionInfo } from '../../leads/inboxApi';

/** An answer other than 2xx, with what the server said. `status` 0: no answer (offline). */
export class InboxApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError | null,
    readonly retryAfter: number | null = null,
  ) {
    super(body?.error ?? (status === 0 ? 'The server could not be reached.' : `The server answered ${status}.`));
    this.name = 'InboxApiError';
  }
}

export const isApiError = (e: unknown, status?: number): e is InboxApiError =>
  e instanceof InboxApiError && (status === undefined || e.status === status);

let unauthorized: () => void = () => {};
/** What to do when any admin call answers 401 (the session ended): the inbox wipes this device. */
export function onUnauthorized(handler: () => void): void {
  unauthorized = handler;
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new InboxApiError(0, null);
  }
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const seconds = Number(response.headers.get('retry-after'));
    const error = new InboxApiError(response.status, data && typeof data === 'object' ? (data as ApiError) : null, Number.isFinite(seconds) && seconds > 0 ? seconds : null);
    if (response.status === 401 && path.startsWith('/api/admin/')) unauthorized();
    throw error;
  }
  return data as T;
}

export interface LeadFilters {
  status?: LeadStatus;
  q?: string;
}

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

export const inboxApi = {
  /** The site's own analytics for the last `days` days (any signed-in role). */
  analytics: (days: AnalyticsRange) => call<AnalyticsReport>('GET', `/api/admin/analytics?days=${days}`),
  signIn: (email: string, password: string) => call<void>('POST', '/api/session', { email, password }),
  session: () => call<SessionInfo>('GET', '/api/session'),
  signOut: () => call<void>('DELETE', '/api/session'),
  leads: (filters: LeadFilters & { cursor?: string; limit?: number }) =>
    call<LeadPage>('GET', `/api/admin/leads${query({ status: filters.status, q: filters.q, cursor: filters.cursor, limit: filters.limit })}`),
  lead: (id: string) => call<LeadDetail>('GET', `/api/admin/leads/${encodeURIComponent(id)}`),
  patch: (id: string, patch: LeadPatch) => call<InboxLead>('PATCH', `/api/admin/leads/${encodeURIComponent(id)}`, patch),
  addNote: (id: string, note: NoteInput) => call<LeadNote>('POST', `/api/admin/leads/${encodeURIComponent(id)}/notes`, note),
  remove: (id: string) => call<void>('DELETE', `/api/admin/leads/${encodeURIComponent(id)}`),
  users: () => call<{ users: AccountSummary[] }>('GET', '/api/admin/users'),
};
