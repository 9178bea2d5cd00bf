import { useSignals } from '@preact/signals-react/runtime';
import type { InboxLead, LeadStatus } from '../../leads/inboxApi';
import { Dialog } from '../components/Dialog';
import { usePatchLead } from './hooks';
import { dateTime, statusLabels } from './labels';
import { conflicts, type Conflict } from './queryClient';

const statusText = (s: LeadStatus | undefined) => (s ? statusLabels[s] : 'unchanged');
const assigneeText = (a: string | null | undefined) => (a === undefined ? 'unchanged' : (a ?? 'nobody'));

/**
 * A queued change the server refused because someone changed the lead first: both versions side
 * by side, and the admin keeps one. Nothing is sent until they choose.
 */
export function ConflictDialog({ email }: { email: string }) {
  useSignals();
  const patch = usePatchLead(email);
  const conflict = conflicts.value.find((c) => c.mine.email === email);
  const done = (c: Conflict) => (conflicts.value = conflicts.value.filter((x) => x !== c));
  if (!conflict) return null;
  const { mine, theirs } = conflict;
  const keepMine = () => {
    done(conflict);
    patch.mutate({ ...mine, version: theirs.version });
  };
  const who = (lead: InboxLead) => lead.name || lead.email;
  return (
    <Dialog
      open
      onClose={() => done(conflict)}
      title="This lead changed before your change arrived"
      description={`Someone else changed the lead from ${who(theirs) ?? ''} first. Choose which version to keep.`}
      testId="conflict-dialog"
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">Your change and the server’s version</caption>
        <thead>
          <tr>
            <th scope="col" className="border-b border-slate-200 py-2 pr-3">
              <span className="sr-only">Field</span>
            </th>
            <th scope="col" className="border-b border-slate-200 py-2 pr-3">
              Your change
            </th>
            <th scope="col" className="border-b border-slate-200 py-2">
              On the server now
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row" className="py-2 pr-3 font-semibold">Status</th>
            <td className="py-2 pr-3">{statusText(mine.status)}</td>
            <td className="py-2">{statusLabels[theirs.status]}</td>
          </tr>
          <tr>
            <th scope="row" className="py-2 pr-3 font-semibold">Assignee</th>
            <td className="py-2 pr-3 [overflow-wrap:anywhere]">{assigneeText(mine.assignee)}</td>
            <td className="py-2 [overflow-wrap:anywhere]">{theirs.assignee ?? 'nobody'}</td>
          </tr>
          <tr>
            <th scope="row" className="py-2 pr-3 font-semibold">Changed</th>
            <td className="py-2 pr-3">by you</td>
            <td className="py-2">{dateTime(theirs.updatedAt)}</td>
          </tr>
        </tbody>
      </table>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-secondary btn-sm" onClick={() => done(conflict)}>
          Keep the server’s version
        </button>
        <button type="button" className="btn-primary btn-sm" onClick={keepMine}>
          Keep my change
        </button>
      </div>
    </Dialog>
  );
}
