// Draws the app icons (PNG) from the brand mark with headless Chromium.
// Run once after changing the mark: node scripts/make-icons.mjs (outputs are committed).
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';

const star = 'M16 5l2.6 8.4L27 16l-8.4 2.6L16 27l-2.6-8.4L5 16l8.4-2.6z';
// "any" icons: rounded tile. Maskable: full-bleed background, mark inside the 80% safe zone.
/** @param {{ size: number, maskable: boolean }} icon */
const svg = ({ size, maskable }) => {
  const scale = maskable ? 0.55 : 0.8;
  const offset = (size - 32 * (size / 32) * scale) / 2;
  const radius = maskable ? 0 : size * 0.22;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
    <rect width="${size}" height="${size}" rx="${radius}" fill="${maskable ? '#0b1f3a' : '#1d4ed8'}"/>
    ${maskable ? `<circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.3}" fill="#1d4ed8"/>` : ''}
    <g transform="translate(${offset} ${offset}) scale(${(size / 32) * scale})"><path d="${star}" fill="#ffffff"/></g>
  </svg>`;
};

// The tab icon: the mark filling its tile. A PNG, not an SVG: Chromium draws an SVG favicon in
// the page's own renderer, a document of its own on the main thread during the first load.
const favicon = `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">
    <rect width="32" height="32" rx="8" fill="#1d4ed8"/><path d="${star}" fill="#ffffff"/>
  </svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

// Manifest shortcut icons (96 px, the size launchers ask for): a Lucide glyph on the brand tile.
const lucide = JSON.parse(readFileSync('node_modules/@iconify-json/lucide/icons.json', 'utf8')).icons;
/** @param {string} glyph */
const shortcut = (glyph) => `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
    <rect width="96" height="96" rx="21" fill="#1d4ed8"/>
    <g transform="translate(24 24) scale(2)" color="#ffffff">${lucide[glyph].body}</g>
  </svg>`;
const shortcuts = [
  { file: 'shortcut-contact.png', glyph: 'mail' },
  { file: 'shortcut-case-studies.png', glyph: 'trophy' },
  { file: 'shortcut-dashboard.png', glyph: 'layout-dashboard' },
];

mkdirSync('public/icons', { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
/**
 * Draws one SVG into public/icons/<file> as a PNG of its own size.
 * @param {string} file @param {number} size @param {string} markup @param {boolean} transparent
 */
async function draw(file, size, markup, transparent) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(`<html><body style="margin:0;background:transparent">${markup}</body></html>`);
  await page.screenshot({ path: `public/icons/${file}`, omitBackground: transparent });
  await page.close();
  console.log(`public/icons/${file}`);
}
for (const icon of icons) await draw(icon.file, icon.size, svg(icon), !icon.maskable);
await draw('favicon-32.png', 32, favicon, true);
for (const icon of shortcuts) await draw(icon.file, 96, shortcut(icon.glyph), true);
await browser.close();
