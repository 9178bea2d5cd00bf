// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { seedPages, seedPosts, seedUsers } from '../../src/dashboard/data/seed';
import { findCommands } from '../../src/dashboard/palette/commands';

describe('command palette', () => {
  it('finds a page by its title and opens it on the Pages screen, as it does posts and users', () => {
    const found = findCommands('about', seedPosts, seedPages, seedUsers).filter((c) => c.group === 'Pages');
    expect(found.map((c) => c.label)).toEqual(['About Us']);
    expect(found[0]!.run).toEqual({ type: 'view', name: 'pages', id: '2', href: '/dashboard/pages' });
  });

  it('lists posts, then pages, then users for one query', () => {
    const groups = findCommands('s', seedPosts, seedPages, seedUsers).map((c) => c.group);
    const order = [...new Set(groups.filter((g) => g === 'Posts' || g === 'Pages' || g === 'Users'))];
    expect(order).toEqual(['Posts', 'Pages', 'Users']);
  });
});
