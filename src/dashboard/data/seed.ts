import { demoPages } from '../../content/dashboard/pages';
import { demoPosts } from '../../content/dashboard/posts';
import { defaultSiteSettings } from '../../content/dashboard/settings';
import { demoUsers } from '../../content/dashboard/users';
import type { Page, Post, Snapshot, User } from './types';

// A fixed time, so the seed is identical on the server and in every browser.
const SEEDED_AT = Date.UTC(2025, 4, 16);

export const seedPosts: readonly Post[] = demoPosts.map((p) => ({ ...p, id: String(p.id), updatedAt: SEEDED_AT }));
export const seedPages: readonly Page[] = demoPages.map((p) => ({ ...p, id: String(p.id), updatedAt: SEEDED_AT }));
export const seedUsers: readonly User[] = demoUsers.map((u) => ({ ...u, id: String(u.id), updatedAt: SEEDED_AT }));

/** Today's sample data: what a first visit starts with and what "Reset demo data" restores. */
export function seedSnapshot(): Snapshot {
  return {
    posts: seedPosts.map((p) => ({ ...p })),
    pages: seedPages.map((p) => ({ ...p })),
    users: seedUsers.map((u) => ({ ...u })),
    settings: { ...defaultSiteSettings },
  };
}
