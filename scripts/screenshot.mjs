// Dev helper: node scripts/screenshot.mjs /about /blog ... -> /tmp/shots/<name>-<width>.png
// SCHEME=dark emulates the dark colour scheme (files get a -dark suffix).
// Needs a server (npm start, or BASE_URL=http://localhost:5173 with npm run dev).
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { startApp } from './lib/first-load.mjs';

const base = process.env.BASE_URL ?? 'http://localhost:4173';
const widths = (process.env.WIDTHS ?? '375,1280').split(',').map(Number);
const out = process.env.OUT ?? '/tmp/shots';
const scheme = process.env.SCHEME === 'dark' ? 'dark' : 'light';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
for (const path of process.argv.slice(2)) {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme });
    page.on('console', (m) => m.type() === 'error' && console.log(`console error on ${path}: ${m.text()}`));
    await page.goto(base + path, { waitUntil: 'networkidle' });
    // Scroll only after hydration, or reveal blocks armed later would stay hidden in the shot.
    await startApp(page);
    // Reveal every scroll-animated block so the full page is visible in the shot.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo({ top: y, behavior: 'instant' });
        // Long enough for a deferred section to load its chunk and hydrate while in view.
        await new Promise((r) => setTimeout(r, 150));
      }
      window.scrollTo({ top: 0, behavior: 'instant' });
      // A full-page shot captures beyond the viewport, where the browser skips sections
      // (content-visibility): render them all, or they come out blank.
      for (const el of document.querySelectorAll('.skip-offscreen')) if (el instanceof HTMLElement) el.style.contentVisibility = 'visible';
    });
    await page.waitForTimeout(700);
    const name = path.replace(/^\//, '').replace(/[/?#]/g, '_') || 'home';
    await page.screenshot({ path: `${out}/${name}-${width}${scheme === 'dark' ? '-dark' : ''}.png`, fullPage: process.env.FULL !== '0' });
    console.log(`${out}/${name}-${width}${scheme === 'dark' ? '-dark' : ''}.png`);
    await page.close();
  }
}
await browser.close();
