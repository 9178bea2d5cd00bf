import type { PublishStatus } from '../../content/dashboard/posts';
import type { UserRole } from '../../content/dashboard/users';
import { Badge, type BadgeTone } from '../../ui/Badge';

export const statusTones: Record<PublishStatus, BadgeTone> = { Published: 'green', Draft: 'amber' };

// Every role has its own colour.
export const roleTones: Record<UserRole, BadgeTone> = {
  Administrator: 'rose',
  Editor: 'violet',
  Author: 'blue',
  Contributor: 'teal',
  Subscriber: 'slate',
};

export function StatusBadge({ status }: { status: PublishStatus }) {
  return <Badge tone={statusTones[status]}>{status}</Badge>;
}

export function RoleBadge({ role }: { role: UserRole }) {
  return <Badge tone={roleTones[role]}>{role}</Badge>;
}
