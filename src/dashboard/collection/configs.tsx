import type { ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import type { SiteSettings } from '../../content/dashboard/settings';
import { userRoles, userStatuses } from '../../content/dashboard/users';
import { cleanText } from '../../lib/plainText';
import { Badge } from '../../ui/Badge';
import { RoleBadge, StatusBadge } from '../components/badges';
import { formatDate, todayIso } from '../components/format';
import type { CsvColumn } from '../data/csv';
import type { CollectionName, Collections, Page, Post, PublishStatus, User } from '../data/types';
import { validatePage, validatePost, validateUser, type Errors } from '../data/validation';
import type { TableFilter } from './DataTable';
import { byText } from './sortText';

export type FormValues = Record<string, string>;

export interface FormField {
  name: string;
  label: string;
  type: 'text' | 'email' | 'date' | 'select';
  options?: readonly string[];
  required?: boolean;
  hint?: string;
}

/** Everything that differs between the posts, pages and users screens. */
export interface CollectionConfig<K extends CollectionName> {
  name: K;
  caption: string;
  heading: string;
  noun: [one: string, many: string];
  newLabel: string;
  newIcon: string;
  titleOf: (record: Collections[K]) => string;
  /** A badge beside the record's name in the table (users: Inactive). */
  badge?: (record: Collections[K]) => ReactNode;
  columns: (dateFormat: SiteSettings['dateFormat']) => ColumnDef<Collections[K], never>[];
  searchText: (record: Collections[K]) => string;
  searchLabel: string;
  filter: TableFilter;
  csv: readonly CsvColumn<Collections[K]>[];
  fields: readonly FormField[];
  toForm: (record: Collections[K] | null) => FormValues;
  fromForm: (values: FormValues, record: Collections[K] | null, newId: () => string) => Collections[K];
  validate: (draft: Collections[K], all: readonly Collections[K][]) => Errors<Collections[K]>;
  details: (record: Collections[K], dateFormat: SiteSettings['dateFormat']) => [label: string, value: ReactNode][];
}

const statuses: readonly PublishStatus[] = ['Published', 'Draft'];
const text = (value: string) => <span dir="auto" className="[overflow-wrap:anywhere]">{value}</span>;
/**
 * An address that wraps after its @ and before its dots (olivia.bennett@ / northstargrowth.com), not
 * mid-word: break-anywhere let the table squeeze the column to a few letters. A segment still too
 * long for its box breaks anyway (break-word), without shrinking the column to it.
 */
const email = (value: string) => (
  <span className="[overflow-wrap:break-word]">{value.split(/(?<=@)|(?=\.)/).flatMap((part, i) => (i ? [<wbr key={i} />, part] : [part]))}</span>
);
const date = (iso: string, format: SiteSettings['dateFormat']) => <time dateTime={iso}>{formatDate(iso, format)}</time>;

export const postsConfig: CollectionConfig<'posts'> = {
  name: 'posts',
  caption: 'Posts',
  heading: 'All posts',
  noun: ['post', 'posts'],
  newLabel: 'New Post',
  newIcon: 'i-lucide-plus',
  titleOf: (p) => p.title,
  columns: (format) => [
    { id: 'title', accessorKey: 'title', header: 'Title', sortingFn: byText, cell: (c) => c.row.original.title, meta: { rowHeader: true, className: 'min-w-[13rem]' } },
    { id: 'status', accessorKey: 'status', header: 'Status', filterFn: 'equalsString', cell: (c) => <StatusBadge status={c.row.original.status} /> },
    { id: 'date', accessorKey: 'date', header: 'Date', sortingFn: 'basic', cell: (c) => date(c.row.original.date, format), meta: { className: 'whitespace-nowrap' } },
    { id: 'author', accessorKey: 'author', header: 'Author', sortingFn: byText, cell: (c) => text(c.row.original.author), meta: { className: 'whitespace-nowrap' } },
  ],
  searchText: (p) => `${p.title}\n${p.author}`,
  searchLabel: 'Search posts by title or author',
  filter: { param: 'status', label: 'Status', options: statuses },
  csv: [
    { header: 'Title', value: (p) => p.title },
    { header: 'Status', value: (p) => p.status },
    { header: 'Date', value: (p) => p.date },
    { header: 'Author', value: (p) => p.author },
  ],
  fields: [
    { name: 'title', label: 'Title', type: 'text', required: true },
    { name: 'status', label: 'Status', type: 'select', options: statuses },
    { name: 'date', label: 'Date', type: 'date', required: true },
    { name: 'author', label: 'Author', type: 'text', required: true },
  ],
  toForm: (p) => ({ title: p?.title ?? '', status: p?.status ?? 'Draft', date: p?.date ?? todayIso(), author: p?.author ?? 'Admin User' }),
  fromForm: (v, p, newId) => ({
    id: p?.id ?? newId(),
    title: cleanText(v.title!),
    status: v.status as PublishStatus,
    date: v.date!,
    author: cleanText(v.author!),
    updatedAt: p?.updatedAt ?? 0,
  }),
  validate: (draft) => validatePost(draft),
  details: (p, format) => [
    ['Title', text(p.title)],
    ['Status', <StatusBadge status={p.status} />],
    ['Date', date(p.date, format)],
    ['Author', text(p.author)],
  ],
};

export const pagesConfig: CollectionConfig<'pages'> = {
  name: 'pages',
  caption: 'Pages',
  heading: 'All pages',
  noun: ['page', 'pages'],
  newLabel: 'New Page',
  newIcon: 'i-lucide-plus',
  titleOf: (p) => p.title,
  columns: (format) => [
    { id: 'title', accessorKey: 'title', header: 'Title', sortingFn: byText, cell: (c) => c.row.original.title, meta: { rowHeader: true, className: 'min-w-[12rem]' } },
    { id: 'status', accessorKey: 'status', header: 'Status', filterFn: 'equalsString', cell: (c) => <StatusBadge status={c.row.original.status} /> },
    { id: 'lastModified', accessorKey: 'lastModified', header: 'Last Modified', sortingFn: 'basic', cell: (c) => date(c.row.original.lastModified, format), meta: { className: 'whitespace-nowrap' } },
  ],
  searchText: (p) => p.title,
  searchLabel: 'Search pages by title',
  filter: { param: 'status', label: 'Status', options: statuses },
  csv: [
    { header: 'Title', value: (p) => p.title },
    { header: 'Status', value: (p) => p.status },
    { header: 'Last Modified', value: (p) => p.lastModified },
  ],
  fields: [
    { name: 'title', label: 'Title', type: 'text', required: true },
    { name: 'status', label: 'Status', type: 'select', options: statuses },
  ],
  toForm: (p) => ({ title: p?.title ?? '', status: p?.status ?? 'Draft' }),
  // Saving a page is what modifies it: the date follows.
  fromForm: (v, p, newId) => ({ id: p?.id ?? newId(), title: cleanText(v.title!), status: v.status as PublishStatus, lastModified: todayIso(), updatedAt: p?.updatedAt ?? 0 }),
  validate: (draft) => validatePage(draft),
  details: (p, format) => [
    ['Title', text(p.title)],
    ['Status', <StatusBadge status={p.status} />],
    ['Last Modified', date(p.lastModified, format)],
  ],
};

export const usersConfig: CollectionConfig<'users'> = {
  name: 'users',
  caption: 'Users',
  heading: 'All users',
  noun: ['user', 'users'],
  newLabel: 'Add User',
  newIcon: 'i-lucide-user-plus',
  titleOf: (u) => u.name,
  badge: (u) => (u.status === 'Inactive' ? <Badge>Inactive</Badge> : null),
  columns: () => [
    {
      id: 'name',
      accessorKey: 'name',
      header: 'Name',
      sortingFn: byText,
      cell: (c) => c.row.original.name,
      meta: { rowHeader: true, className: 'min-w-[10rem]' },
    },
    { id: 'email', accessorKey: 'email', header: 'Email', sortingFn: byText, cell: (c) => email(c.row.original.email) },
    { id: 'role', accessorKey: 'role', header: 'Role', filterFn: 'equalsString', sortingFn: (a, b) => userRoles.indexOf(a.original.role) - userRoles.indexOf(b.original.role), cell: (c) => <RoleBadge role={c.row.original.role} /> },
    { id: 'lastActive', accessorKey: 'lastActive', header: 'Last Active', enableSorting: false, cell: (c) => c.row.original.lastActive, meta: { className: 'whitespace-nowrap' } },
  ],
  searchText: (u) => `${u.name}\n${u.email}`,
  searchLabel: 'Search users by name or email',
  filter: { param: 'role', label: 'Role', options: userRoles },
  csv: [
    { header: 'Name', value: (u) => u.name },
    { header: 'Email', value: (u) => u.email },
    { header: 'Role', value: (u) => u.role },
    { header: 'Status', value: (u) => u.status },
    { header: 'Last Active', value: (u) => u.lastActive },
  ],
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true },
    { name: 'email', label: 'Email', type: 'email', required: true },
    { name: 'role', label: 'Role', type: 'select', options: userRoles },
    { name: 'status', label: 'Status', type: 'select', options: userStatuses, hint: 'Inactive users keep their account but cannot sign in.' },
  ],
  toForm: (u) => ({ name: u?.name ?? '', email: u?.email ?? '', role: u?.role ?? 'Subscriber', status: u?.status ?? 'Active' }),
  fromForm: (v, u, newId) => ({
    id: u?.id ?? newId(),
    name: cleanText(v.name!),
    email: v.email!.trim(),
    role: v.role as User['role'],
    status: v.status as User['status'],
    lastActive: u?.lastActive ?? 'Never',
    updatedAt: u?.updatedAt ?? 0,
  }),
  validate: (draft, all) => validateUser(draft, all),
  details: (u) => [
    ['Name', text(u.name)],
    ['Email', email(u.email)],
    ['Role', <RoleBadge role={u.role} />],
    ['Status', u.status],
    ['Last Active', u.lastActive],
  ],
};

export const configs = { posts: postsConfig, pages: pagesConfig, users: usersConfig } as { [K in CollectionName]: CollectionConfig<K> };
export type { Page, Post, User };
