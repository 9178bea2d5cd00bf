import { dashboardNav } from '../nav';
import type { CollectionName } from '../data/types';

/** One thing the palette can do. */
export interface Command {
  id: string;
  label: string;
  group: 'Go to' | 'Create' | 'Actions' | 'Posts' | 'Pages' | 'Users';
  icon: string;
  run: CommandRun;
}
export type CommandRun =
  | { type: 'go'; href: string }
  | { type: 'create'; name: CollectionName; href: string }
  | { type: 'view'; name: CollectionName; id: string; href: string }
  | { type: 'toggle-sidebar' };

const MAX_MATCHES = 5;

/** Every dashboard section of the route table, as the sidebar lists them (new ones appear by themselves). */
export function sectionCommands(): Command[] {
  return dashboardNav.map((item) => ({ id: `go:${item.href}`, label: `Go to ${item.label}`, group: 'Go to' as const, icon: item.icon, run: { type: 'go' as const, href: item.href } }));
}

export const fixedCommands: Command[] = [
  { id: 'create:posts', label: 'Create a post', group: 'Create', icon: 'i-lucide-plus', run: { type: 'create', name: 'posts', href: '/dashboard/posts' } },
  { id: 'create:pages', label: 'Create a page', group: 'Create', icon: 'i-lucide-plus', run: { type: 'create', name: 'pages', href: '/dashboard/pages' } },
  { id: 'create:users', label: 'Add a user', group: 'Create', icon: 'i-lucide-user-plus', run: { type: 'create', name: 'users', href: '/dashboard/users' } },
  { id: 'toggle-sidebar', label: 'Toggle the sidebar', group: 'Actions', icon: 'i-lucide-panel-left', run: { type: 'toggle-sidebar' } },
];

const matches = (text: string, query: string) => text.toLowerCase().includes(query);

/** The commands for what has been typed: sections and actions by label, posts and pages by title, users by name or email. */
export function findCommands(
  query: string,
  posts: readonly { id: string; title: string }[],
  pages: readonly { id: string; title: string }[],
  users: readonly { id: string; name: string; email: string }[],
): Command[] {
  const q = query.trim().toLowerCase();
  const base = [...sectionCommands(), ...fixedCommands].filter((c) => !q || matches(c.label, q));
  if (!q) return base;
  // Up to MAX_MATCHES records of one collection whose text contains the query, each opening its view.
  const found = <T extends { id: string }>(records: readonly T[], name: CollectionName, group: Command['group'], icon: string, label: (r: T) => string, text: (r: T) => string[]) =>
    records
      .filter((r) => text(r).some((t) => matches(t, q)))
      .slice(0, MAX_MATCHES)
      .map((r): Command => ({ id: `${name}:${r.id}`, label: label(r), group, icon, run: { type: 'view', name, id: r.id, href: `/dashboard/${name}` } }));
  return [
    ...base,
    ...found(posts, 'posts', 'Posts', 'i-lucide-file-text', (p) => p.title, (p) => [p.title]),
    ...found(pages, 'pages', 'Pages', 'i-lucide-files', (p) => p.title, (p) => [p.title]),
    ...found(users, 'users', 'Users', 'i-lucide-user', (u) => u.name, (u) => [u.name, u.email]),
  ];
}
