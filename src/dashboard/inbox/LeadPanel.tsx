import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LEAD_STATUSES, NOTE_MAX_LENGTH, type LeadStatus, type SessionInfo } from '../../leads/inboxApi';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { showToast } from '../../ui/toast';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { inboxApi } from './api';
import { useAccounts, useAddNote, useLeadDetail, usePatchLead, usePendingNotes, usePendingPatches, withPending } from './hooks';
import type { ListedLead } from './InboxList';
import { dateTime, historyLine, kindLabels, statusLabels, statusTones } from './labels';
import { inboxKey } from './queryClient';

/** What a visitor sent, in form order, each shown as text. */
const fields = [
  ['name', 'Name'],
  ['email', 'Email'],
  ['company', 'Company'],
  ['service', 'Service'],
  ['job', 'Job'],
  ['link', 'Link'],
  ['message', 'Message'],
] as const;

interface LeadPanelProps {
  me: SessionInfo;
  id: string;
  fromList?: ListedLead;
  onClose: () => void;
}

/**
 * One lead: everything the visitor sent, its status and assignee (changed at once, or queued while
 * offline), notes and history. On a narrow screen it covers the list, and Escape closes it.
 */
export function LeadPanel({ me, id, fromList, onClose }: LeadPanelProps) {
  const headingId = useId();
  const noteId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const client = useQueryClient();
  const detail = useLeadDetail(me.email, id, fromList);
  const accounts = useAccounts(me.email);
  const patch = usePatchLead(me.email);
  const addNote = useAddNote(me.email);
  const pendingPatches = usePendingPatches(me.email);
  const pendingNotes = usePendingNotes(me.email).filter((n) => n.leadId === id);
  // A note being written is kept in the account's cache (persisted, wiped with it), so a reload or
  // closing the panel loses nothing typed; nowhere else on the device.
  const draftKey = inboxKey(me.email, 'draft', id);
  const [note, setNoteText] = useState(() => client.getQueryData<string>(draftKey) ?? '');
  const setNote = (text: string) => {
    setNoteText(text);
    if (text) client.setQueryData(draftKey, text);
    else client.removeQueries({ queryKey: draftKey, exact: true });
  };
  const [noteError, setNoteError] = useState('');
  const [deleting, setDeleting] = useState(false);

  useEffect(() => heading.current?.focus(), [id]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      onClose();
    }
  };

  if (!detail.data) {
    return (
      <section aria-labelledby={headingId} onKeyDown={onKeyDown} className="lead-panel card p-4 sm:p-6" data-testid="lead-panel">
        <h3 id={headingId} ref={heading} tabIndex={-1} className="m-0 text-lg font-semibold text-ink">
          {detail.isError ? 'This lead could not be opened' : 'Opening the lead…'}
        </h3>
        {detail.isError && <p className="m-0 mt-2 text-slate-700">{detail.error.message}</p>}
        <Button variant="secondary" size="sm" className="mt-4" onClick={onClose}>
          Close
        </Button>
      </section>
    );
  }
  const lead = withPending(detail.data, pendingPatches);
  const offlineCopy = detail.isPlaceholderData;

  const change = (update: { status?: LeadStatus; assignee?: string | null }) =>
    patch.mutate({ email: me.email, leadId: id, version: detail.data.version, ...update });

  const submitNote = () => {
    const text = note.trim();
    if (!text) return setNoteError('Write the note first.');
    if ([...text].length > NOTE_MAX_LENGTH) return setNoteError(`A note can be at most ${NOTE_MAX_LENGTH.toLocaleString('en-US')} characters.`);
    setNoteError('');
    addNote.mutate({ email: me.email, leadId: id, note: { id: crypto.randomUUID(), text, author: me.email, createdAt: new Date().toISOString() } });
    setNote('');
  };

  const remove = async () => {
    await inboxApi.remove(id);
    setDeleting(false);
    onClose();
    // Its own entry goes (a refetch would only meet 404); the lists and counts refresh.
    client.removeQueries({ queryKey: inboxKey(me.email, 'lead', id) });
    void client.invalidateQueries({ queryKey: inboxKey(me.email, 'list') });
    void client.invalidateQueries({ queryKey: inboxKey(me.email, 'counts') });
    void showToast('The lead was deleted');
  };

  const assignees = accounts.data ?? (lead.assignee ? [{ email: lead.assignee, role: 'sales' as const }] : []);
  return (
    <section aria-labelledby={headingId} onKeyDown={onKeyDown} className="lead-panel card p-4 sm:p-6" data-testid="lead-panel">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} ref={heading} tabIndex={-1} dir="auto" className="m-0 break-words text-xl font-bold text-ink [overflow-wrap:anywhere]">
            {lead.name || lead.email}
          </h3>
          <p className="m-0 mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <Badge tone={statusTones[lead.status]}>{statusLabels[lead.status]}</Badge>
            {lead.pending && <Badge tone="teal">Pending: will be sent when online</Badge>}
            <span>{kindLabels[lead.kind] ?? lead.kind}</span>
            <span>received {dateTime(lead.receivedAt)}</span>
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={onClose} aria-label="Close the lead">
          <Icon name="i-lucide-x" className="h-4 w-4" />
          Close
        </Button>
      </div>

      <div className="mt-5 grid gap-4">
        <div role="group" aria-labelledby={`${headingId}-status`}>
          <p id={`${headingId}-status`} className="m-0 mb-2 text-sm font-semibold text-slate-700">
            Status
          </p>
          <div className="flex flex-wrap gap-2">
            {LEAD_STATUSES.map((s) => (
              <Button key={s} size="sm" variant={lead.status === s ? 'primary' : 'secondary'} aria-pressed={lead.status === s} onClick={() => lead.status !== s && change({ status: s })}>
                {statusLabels[s]}
              </Button>
            ))}
          </div>
        </div>
        <div>
          <label htmlFor={`${headingId}-assignee`} className="field-label">
            Assignee
          </label>
          <select
            id={`${headingId}-assignee`}
            className="field max-w-sm"
            value={lead.assignee ?? ''}
            onChange={(e) => change({ assignee: e.currentTarget.value || null })}
          >
            <option value="">Nobody</option>
            {assignees.map((a) => (
              <option key={a.email} value={a.email}>
                {a.email}
              </option>
            ))}
          </select>
        </div>
      </div>

      <h4 className="m-0 mt-6 text-base font-semibold text-ink">What they sent</h4>
      <dl className="m-0 mt-2 grid gap-3 sm:grid-cols-[9rem_minmax(0,1fr)]">
        {fields.map(([key, label]) =>
          lead[key] ? (
            <div key={key} className="contents">
              <dt className="font-semibold text-slate-700">{label}</dt>
              <dd dir="auto" className="m-0 whitespace-pre-wrap break-words text-ink [overflow-wrap:anywhere]">
                {lead[key]}
              </dd>
            </div>
          ) : null,
        )}
        <dt className="font-semibold text-slate-700">Submitted</dt>
        <dd className="m-0 text-ink">{dateTime(lead.createdAt)}</dd>
      </dl>

      <h4 className="m-0 mt-6 text-base font-semibold text-ink">Notes</h4>
      {offlineCopy ? (
        <p className="m-0 mt-2 text-sm text-slate-600">Notes and history were not saved on this device; they show once online.</p>
      ) : null}
      <ul className="m-0 mt-2 list-none space-y-3 p-0" aria-label="Notes">
        {detail.data.notes.map((n) => (
          <li key={n.id} className="rounded-lg bg-slate-50 p-3">
            <p dir="auto" className="m-0 whitespace-pre-wrap break-words text-ink [overflow-wrap:anywhere]">
              {n.text}
            </p>
            <p className="m-0 mt-1 text-xs text-slate-600">
              {n.author}, {dateTime(n.createdAt)}
            </p>
          </li>
        ))}
        {pendingNotes
          .filter((p) => !detail.data.notes.some((n) => n.id === p.note.id))
          .map(({ note: n }) => (
            <li key={n.id} className="rounded-lg bg-slate-50 p-3" data-pending="true">
              <p dir="auto" className="m-0 whitespace-pre-wrap break-words text-ink [overflow-wrap:anywhere]">
                {n.text}
              </p>
              <p className="m-0 mt-1 flex items-center gap-2 text-xs text-slate-600">
                <Badge tone="teal">Pending</Badge> not sent yet, {dateTime(n.createdAt)}
              </p>
            </li>
          ))}
      </ul>
      <div className="mt-3">
        <label htmlFor={noteId} className="field-label">
          Add a note
        </label>
        <textarea
          id={noteId}
          rows={3}
          dir="auto"
          className="field resize-y"
          value={note}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? `${noteId}-error` : undefined}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        {noteError && (
          <p id={`${noteId}-error`} role="alert" className="m-0 mt-1 text-sm font-medium text-rose-700">
            {noteError}
          </p>
        )}
        <Button size="sm" className="mt-2" onClick={submitNote}>
          Add note
        </Button>
      </div>

      {detail.data.history.length > 0 && (
        <>
          <h4 className="m-0 mt-6 text-base font-semibold text-ink">History</h4>
          <ol className="m-0 mt-2 list-none space-y-1 p-0 text-sm text-slate-700">
            {detail.data.history.map((h, i) => (
              <li key={`${h.at}-${i}`}>
                <time dateTime={h.at}>{dateTime(h.at)}</time>: {historyLine(h)}
              </li>
            ))}
          </ol>
        </>
      )}

      {me.role === 'admin' && (
        <div className="mt-6 border-t border-slate-200 pt-4">
          <Button variant="ghost" size="sm" onClick={() => setDeleting(true)}>
            <Icon name="i-lucide-trash-2" className="h-4 w-4" />
            Delete lead
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={deleting}
        title="Delete this lead?"
        body={<p className="m-0">It is removed from the server for everyone, with its notes. This cannot be undone.</p>}
        confirmLabel="Delete"
        danger
        onCancel={() => setDeleting(false)}
        onConfirm={remove}
      />
    </section>
  );
}
