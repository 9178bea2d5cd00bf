// @ts-check
// Lighthouse 11.7.1 (the last with a PWA category, installed as "lighthouse-pwa") on a few
// representative pages; every PWA audit must pass (score 1.0). Offline loads of every route
// and Chrome's own installability verdict are checked by the e2e suite (offline, install specs).
// One browser serves every page through Lighthouse's Node API (a CLI run per page started its own).
import { mkdirSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse-pwa';
import { startServer } from './lib/server.mjs';
import { launchBrowser } from './lib/browser.mjs';

const PORT = Number(process.env.PWA_AUDIT_PORT ?? 4177);
const base = `http://localhost:${PORT}`;
const pages = ['/', '/dashboard', '/services/cold-calling'];

mkdirSync('lhci-reports/pwa', { recursive: true });
const server = await startServer(PORT);
const chrome = await launchBrowser();

let failed = 0;
try {
  for (const path of pages) {
    const out = `lhci-reports/pwa/${path === '/' ? 'home' : path.slice(1).replace(/\//g, '_')}.json`;
    const result = await lighthouse(`${base}${path}`, { port: chrome.port, onlyCategories: ['pwa'], output: 'json', logLevel: 'error' });
    if (!result || result.lhr.runtimeError) {
      console.log(`PWA ${path}: Lighthouse failed (${result?.lhr.runtimeError?.message ?? 'no result'})`);
      failed++;
      continue;
    }
    writeFileSync(out, /** @type {string} */ (result.report));
    const { lhr } = result;
    const category = /** @type {NonNullable<typeof lhr.categories.pwa>} */ (lhr.categories.pwa);
    const audits = category.auditRefs.map((ref) => /** @type {NonNullable<typeof lhr.audits[string]>} */ (lhr.audits[ref.id])).filter((a) => a.scoreDisplayMode !== 'manual');
    const bad = audits.filter((a) => a.score !== 1);
    console.log(`PWA ${path}: score ${category.score} (${audits.map((a) => `${a.id} ${a.score === 1 ? 'ok' : 'FAIL'}`).join(', ')})`);
    if (category.score !== 1 || bad.length) {
      failed++;
      for (const a of bad) console.log(`  - ${a.id}: ${a.explanation ?? a.title}`);
    }
  }
} finally {
  // Also when a run throws: a browser or server left running would slow down what runs next.
  chrome.kill();
  server.kill();
}
console.log(`audit:pwa: ${failed === 0 ? 'PWA score 1.0 on every page' : `${failed} page(s) failed`}`);
process.exit(failed ? 1 : 0);
