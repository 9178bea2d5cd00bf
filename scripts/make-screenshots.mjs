// Captures the web app manifest's screenshots (the richer install dialog) from the built site:
// home and dashboard, narrow (375 x 812, a phone) and wide (1280 x 800), as WebP.
// Run after `npm run build` when the pages change: node scripts/make-screenshots.mjs
// (outputs in public/screenshots/ are committed; the precache leaves them out).
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { startServer } from './lib/server.mjs';
import { startApp } from './lib/first-load.mjs';

const PORT = Number(process.env.SCREENSHOT_PORT ?? 4716);
const base = `http://localhost:${PORT}`;
export const screenshots = [
  { file: 'home-narrow.webp', path: '/', width: 375, height: 812 },
  { file: 'dashboard-narrow.webp', path: '/dashboard', width: 375, height: 812 },
  { file: 'home-wide.webp', path: '/', width: 1280, height: 800 },
  { file: 'dashboard-wide.webp', path: '/dashboard', width: 1280, height: 800 },
];

mkdirSync('public/screenshots', { recursive: true });
const server = await startServer(PORT);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const shot of screenshots) {
    const context = await browser.newContext({
      viewport: { width: shot.width, height: shot.height },
      // No reveal animations half-way, no service worker toasts: the page as it settles.
      reducedMotion: 'reduce',
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.goto(base + shot.path, { waitUntil: 'networkidle' });
    await startApp(page);
    const png = await page.screenshot({ type: 'png' });
    // Chromium encodes WebP itself: the PNG goes through a canvas (quality 0.8 keeps text crisp).
    const webp = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      canvas.getContext('2d')?.drawImage(image, 0, 0);
      return canvas.toDataURL('image/webp', 0.8).split(',')[1] ?? '';
    }, `data:image/png;base64,${png.toString('base64')}`);
    const bytes = Buffer.from(webp, 'base64');
    writeFileSync(`public/screenshots/${shot.file}`, bytes);
    console.log(`public/screenshots/${shot.file} ${shot.width}x${shot.height} ${(bytes.length / 1024).toFixed(0)} KB`);
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}
