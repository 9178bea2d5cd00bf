import type { LeadHistoryEntry, LeadStatus } from '../../leads/inboxApi';
import type { BadgeTone } from '../../ui/Badge';

export const statusLabels: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
};
export const statusTones: Record<LeadStatus, BadgeTone> = { new: 'blue', contacted: 'amber', qualified: 'violet', won: 'green', lost: 'slate', spam: 'rose' };
export const kindLabels: Record<string, string> = { contact: 'Contact', proposal: 'Proposal', newsletter: 'Newsletter', application: 'Application' };

export const dateTime = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
export const clock = (ms: number) => new Date(ms).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

/** One line of a lead's history, as text. */
export function historyLine(entry: LeadHistoryEntry): string {
  const name = (v: string | null) => (v === null ? 'nobody' : entry.action === 'status' ? (statusLabels[v as LeadStatus] ?? v) : v);
  if (entry.action === 'note') return `${entry.actor} added a note`;
  if (entry.action === 'assignee') return `${entry.actor} handed it from ${name(entry.from)} to ${name(entry.to)}`;
  return `${entry.actor} changed the status from ${name(entry.from)} to ${name(entry.to)}`;
}
