import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
// warm HTTP cache irrelevant; start profiling
await cdp.send('Profiler.start');
await p.goto('http://localhost:4177' + process.argv[2]);
await p.waitForTimeout(3000);
const { profile } = await cdp.send('Profiler.stop');
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const dt = {}; profile.samples.forEach((s, i) => { dt[s] = (dt[s] ?? 0) + (profile.timeDeltas[i + 1] ?? 0); });
// inclusive time per (function,url) counting each sample once per unique frame in stack
const incl = {};
profile.samples.forEach((s, i) => {
  const seen = new Set(); let id = s; const d = profile.timeDeltas[i + 1] ?? 0;
  while (id) { const n = byId.get(id); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`; if (!seen.has(k)) { seen.add(k); incl[k] = (incl[k] ?? 0) + d; } id = parent.get(id); }
});
console.log(Object.entries(incl).filter(([k]) => !/^\((root|idle|program|garbage)/.test(k)).sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, v]) => `${(v / 1000).toFixed(1)}ms ${k}`).join('\n'));
await b.close();
