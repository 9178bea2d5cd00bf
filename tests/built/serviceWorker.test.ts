import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dist } from './pages';

// The worker vite-plugin-pwa generated: what it does with a lead POST that fails for lack of network.
const sw = readFileSync(join(dist, 'sw.js'), 'utf8');

describe('built service worker', () => {
  it('keeps a failed lead POST in the "lead-outbox" Background Sync queue for a week and replays it with public/lead-replay.js', () => {
    const route = sw.match(
      /registerRoute\((\/.*?\/),new \w+\.NetworkOnly\(\{plugins:\[new \w+\.BackgroundSyncPlugin\("lead-outbox",\{maxRetentionTime:(\d+),onSync:(\w+)=>globalThis\.replayLeads\(\3\)\}\)\]\}\),"POST"\)/,
    );
    expect(route, 'no POST route with BackgroundSyncPlugin("lead-outbox") replaying through replayLeads in sw.js').not.toBeNull();
    expect(route![1]).toBe(String.raw`/\/api\/leads$/`);
    expect(Number(route![2])).toBe(7 * 24 * 60);
    // The worker loads the replay, which is there to load, and defines what onSync calls.
    expect(sw).toContain('importScripts("/lead-replay.js")');
    expect(readFileSync(join(dist, 'lead-replay.js'), 'utf8')).toMatch(/^self\.replayLeads = /m);
    const runtime = readdirSync(dist).find((f) => /^workbox-[\w-]+\.js$/.test(f));
    expect(readFileSync(join(dist, runtime!), 'utf8')).toContain('BackgroundSyncPlugin');
  });

  it('precaches the pages but not the sharing previews or the manifest screenshots', () => {
    const urls = [...sw.matchAll(/\{url:"([^"]+)",revision:/g)].map((m) => m[1]!);
    expect(urls).toContain('index.html');
    expect(readdirSync(join(dist, 'og')).length).toBeGreaterThan(50);
    expect(urls.filter((u) => /^(og|screenshots)\//.test(u))).toEqual([]);
  });

  it('lists each file once, the web manifest and its icons included (the budget counts the list)', () => {
    const urls = [...sw.matchAll(/\{url:"([^"]+)",revision:/g)].map((m) => m[1]!);
    expect(urls.filter((u, i) => urls.indexOf(u) !== i)).toEqual([]);
    expect(urls).toEqual(expect.arrayContaining(['manifest.webmanifest', 'icons/icon-192.png', 'icons/maskable-512.png']));
  });
});
