import type { InboxLead } from '../../leads/inboxApi';
import { Badge } from '../../ui/Badge';
import { cx } from '../../ui/cx';
import { dateTime, kindLabels, statusLabels, statusTones } from './labels';

export type ListedLead = InboxLead & { pending: boolean };

/** The leads of a tab, newest first: one button per lead, which opens it in the panel. Text only. */
export function InboxList({ leads, selected, onOpen }: { leads: ListedLead[]; selected: string | null; onOpen: (id: string, row: HTMLElement) => void }) {
  return (
    <ul className="m-0 list-none divide-y divide-slate-200 p-0" aria-label="Leads">
      {leads.map((lead) => (
        <li key={lead.id}>
          <button
            type="button"
            data-lead-id={lead.id}
            aria-current={lead.id === selected ? 'true' : undefined}
            onClick={(event) => onOpen(lead.id, event.currentTarget)}
            className={cx(
              'focus-ring flex w-full cursor-pointer flex-col gap-1 border-0 bg-transparent px-3 py-3 text-left text-ink hover:bg-slate-50',
              lead.id === selected && 'bg-brand-50 hover:bg-brand-50',
            )}
          >
            <span className="flex w-full min-w-0 items-center justify-between gap-2">
              <span dir="auto" className="min-w-0 truncate font-semibold">
                {lead.name || lead.email}
              </span>
              <span className="flex shrink-0 gap-1">
                {lead.pending && <Badge tone="teal">Pending</Badge>}
                <Badge tone={statusTones[lead.status]}>{statusLabels[lead.status]}</Badge>
              </span>
            </span>
            <span className="flex w-full min-w-0 flex-wrap gap-x-3 text-sm text-slate-600">
              {lead.company && (
                <span dir="auto" className="min-w-0 truncate">
                  {lead.company}
                </span>
              )}
              <span>{kindLabels[lead.kind] ?? lead.kind}</span>
              <span>{dateTime(lead.receivedAt)}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
