import { useSignals } from '@preact/signals-react/runtime';
import type { StatCard } from '../../content/dashboard/stats';
import { seedPages, seedPosts, seedUsers } from '../data/seed';
import { pages, posts, users } from '../data/store';
import { useStoreLoaded } from '../data/useStoreLoaded';
import type { Page, Post, User } from '../data/types';
import { StatCards } from './StatCards';

const n = (value: number) => value.toLocaleString('en-US');

/** Figures computed from the posts, pages and users kept in this browser. */
export function contentFigures(postList: readonly Post[], pageList: readonly Page[], userList: readonly User[]): StatCard[] {
  const published = postList.filter((p) => p.status === 'Published').length;
  const drafts = postList.length - published;
  const livePages = pageList.filter((p) => p.status === 'Published').length;
  const active = userList.filter((u) => u.status === 'Active').length;
  return [
    { label: 'Published posts', value: n(published), note: `of ${n(postList.length)} ${postList.length === 1 ? 'post' : 'posts'}`, icon: 'i-lucide-file-check' },
    { label: 'Drafts', value: n(drafts), note: drafts === 1 ? 'post not yet published' : 'posts not yet published', icon: 'i-lucide-file-pen' },
    { label: 'Pages', value: n(pageList.length), note: `${n(livePages)} published`, icon: 'i-lucide-files' },
    { label: 'Users', value: n(userList.length), note: `${n(active)} active`, icon: 'i-lucide-users' },
  ];
}

/** The live figures; until the device's data has loaded, those of the sample data the page was prerendered with. */
export function ContentFigures({ headingId }: { headingId: string }) {
  useSignals();
  const loaded = useStoreLoaded();
  const figures = loaded ? contentFigures(posts.value, pages.value, users.value) : contentFigures(seedPosts, seedPages, seedUsers);
  return (
    <section aria-labelledby={headingId} data-ready={loaded ? 'true' : undefined}>
      <h2 id={headingId} className="m-0 mb-1 text-lg font-semibold text-ink">
        Your content
      </h2>
      <p className="m-0 mb-4 text-sm text-slate-600">Counted from the posts, pages and users stored in this browser; they change as you edit.</p>
      <StatCards stats={figures} />
    </section>
  );
}
