import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await p.goto('http://localhost:4177' + process.argv[2]);
await p.waitForTimeout(3000);
const { profile } = await cdp.send('Profiler.stop');
const self = {};
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const dt = {}; profile.samples.forEach((s, i) => { dt[s] = (dt[s] ?? 0) + (profile.timeDeltas[i] ?? 0); });
const total = {};
// self time per function
for (const n of profile.nodes) { const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`; self[k] = (self[k] ?? 0) + (dt[n.id] ?? 0); }
console.log(Object.entries(self).filter(([k]) => !k.startsWith('(idle)') && !k.startsWith('(program)')).sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${(v / 1000).toFixed(1)}ms ${k}`).join('\n'));
await b.close();
