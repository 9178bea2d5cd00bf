import type { PublishStatus } from '../../content/dashboard/posts';
import type { SiteSettings } from '../../content/dashboard/settings';
import type { UserRole, UserStatus } from '../../content/dashboard/users';

/** The records the dashboard keeps on the device. `updatedAt` (ms) orders concurrent saves. */
export interface Post {
  id: string;
  title: string;
  status: PublishStatus;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  author: string;
  updatedAt: number;
}

export interface Page {
  id: string;
  title: string;
  status: PublishStatus;
  /** ISO date, YYYY-MM-DD. */
  lastModified: string;
  updatedAt: number;
}

export interface User {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  status: UserStatus;
  lastActive: string;
  updatedAt: number;
}

export type { PublishStatus, SiteSettings, UserRole, UserStatus };

export interface Collections {
  posts: Post;
  pages: Page;
  users: User;
}
export type CollectionName = keyof Collections;
export const collectionNames: readonly CollectionName[] = ['posts', 'pages', 'users'];

/** Everything the dashboard stores: what a backup holds and what a reset restores. */
export interface Snapshot {
  posts: Post[];
  pages: Page[];
  users: User[];
  settings: SiteSettings;
}
