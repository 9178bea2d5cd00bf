import { chromium } from '@playwright/test';
const port = process.env.P ?? '4177';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const path of process.argv.slice(2)) {
  const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, serviceWorkers: 'block' });
  const p = await ctx.newPage();
  await b.startTracing(p, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'] });
  await p.goto(`http://localhost:${port}` + path);
  await p.waitForTimeout(3500);
  const buf = await b.stopTracing();
  const ev = JSON.parse(buf.toString()).traceEvents;
  const main = ev.find((e) => e.name === 'TracingStartedInBrowser');
  // main thread: thread with most RunTask durations in renderer 
  const ph = ev.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.includes(`:${port}`));
  const mt = ph.pid + ':' + ph.tid;
  const mine = ev.filter((e) => e.pid + ':' + e.tid === mt && e.ph === 'X');
  const tasks = mine.filter((e) => e.name === 'RunTask' && e.dur > 8000).sort((a, b) => a.ts - b.ts);
  const t0 = mine.find(e=>e.name==='RunTask').ts;
  console.log(path);
  for (const t of tasks) {
    const kids = {};
    for (const e of mine) if (e.ts >= t.ts && e.ts < t.ts + t.dur && e !== t && ['ParseHTML','UpdateLayoutTree','Layout','EvaluateScript','v8.compile','v8.compileModule','v8.evaluateModule','FunctionCall','Paint','ParseAuthorStyleSheet','PrePaint','Layerize','TimerFire','FireAnimationFrame','EventDispatch','V8.GC_SCAVENGER','MinorGC','MajorGC','HitTest','IntersectionObserverController::computeIntersections','UpdateLayer'].includes(e.name)) {
        const k = e.name + (e.args?.data?.url ? ' ' + e.args.data.url.split('/').pop() : '') + (e.args?.data?.functionName ? ' fn:'+e.args.data.functionName : '');
        kids[k] = (kids[k] ?? 0) + e.dur;
      }
    const top = Object.entries(kids).sort((a, b) => b[1] - a[1]).slice(0, 5).map(([k, v]) => `${k}=${(v / 1000).toFixed(1)}`);
    console.log(`  @${((t.ts - t0) / 1000).toFixed(0)}ms ${(t.dur / 1000).toFixed(1)}ms: ${top.join(', ')}`);
  }
  await ctx.close();
}
await b.close();
