import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const [url, w, y, out] = process.argv.slice(2);
const p = await b.newPage({ viewport: { width: Number(w), height: 900 }, reducedMotion: 'reduce' });
await p.goto(url); await p.waitForTimeout(1500);
await p.evaluate((y) => window.scrollTo(0, y), Number(y)); await p.waitForTimeout(600);
await p.screenshot({ path: out });
await b.close();
