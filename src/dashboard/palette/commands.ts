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
  const foundPosts = posts
    .filter((p) => matches(p.title, q))
    .slice(0, MAX_MATCHES)
    .map((p): Command => ({ id: `post:${p.id}`, label: p.title, group: 'Posts', icon: 'i-lucide-file-text', run: { type: 'view', name: 'posts', id: p.id, href: '/dashboard/posts' } }));
  const foundPages = pages
    .filter((p) => matches(p.title, q))
    .slice(0, MAX_MATCHES)
    .map((p): Command => ({ id: `page:${p.id}`, label: p.title, group: 'Pages', icon: 'i-lucide-files', run: { type: 'view', name: 'pages', id: p.id, href: '/dashboard/pages' } }));
  const foundUsers = users
    .filter((u) => matches(u.name, q) || matches(u.email, q))
    .slice(0, MAX_MATCHES)
    .map((u): Command => ({ id: `user:${u.id}`, label: u.name, group: 'Users', icon: 'i-lucide-user', run: { type: 'view', name: 'users', id: u.id, href: '/dashboard/users' } }));
  return [...base, ...foundPosts, ...foundPages, ...foundUsers];
}
