import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (let i = 0; i < 5; i++) {
  const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, serviceWorkers: 'block' });
  const p = await ctx.newPage();
  const cdp = await ctx.newCDPSession(p);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await p.addInitScript(() => {
    window.__f = [];
    const tick = () => { window.__f.push([Math.round(performance.now()), !!document.getElementById('home-hero-title'), document.readyState[0], document.styleSheets.length]); if (window.__f.length < 40) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__f.push(['LCP', Math.round(e.startTime), e.element?.tagName, Math.round(e.renderTime), Math.round(e.loadTime)]); }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await p.goto(process.argv[2]);
  await p.waitForTimeout(3000);
  const f = await p.evaluate(() => window.__f);
  console.log(JSON.stringify(f.filter((x, j) => x[0] === 'LCP' || j < 12)));
  await ctx.close();
}
await b.close();
