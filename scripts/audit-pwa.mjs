// Lighthouse 11.7.1 (the last with a PWA category, installed as "lighthouse-pwa") on a few
// representative pages; every PWA audit must pass (score 1.0). Offline loads of every route
// and Chrome's own installability verdict are checked by the e2e suite (offline, install specs).
import { mkdirSync, readFileSync } from 'node:fs';
import { startServer } from './lib/server.mjs';
import { run } from './lib/run.mjs';
import { CHROMIUM_PATH, HEADLESS_CHROMIUM_ARGS } from './lib/chromium.mjs';

const PORT = Number(process.env.PWA_AUDIT_PORT ?? 4177);
const base = `http://localhost:${PORT}`;
const pages = ['/', '/dashboard', '/services/cold-calling'];

mkdirSync('lhci-reports/pwa', { recursive: true });
const server = await startServer(PORT);

let failed = 0;
try {
  for (const path of pages) {
    const out = `lhci-reports/pwa/${path === '/' ? 'home' : path.slice(1).replace(/\//g, '_')}.json`;
    const code = await run(process.execPath, [
      'node_modules/lighthouse-pwa/cli/index.js', `${base}${path}`, '--only-categories=pwa', '--output=json', `--output-path=${out}`,
      `--chrome-path=${CHROMIUM_PATH}`, `--chrome-flags=${HEADLESS_CHROMIUM_ARGS.join(' ')}`, '--quiet',
    ]);
    if (code !== 0) {
      console.log(`PWA ${path}: Lighthouse exited with ${code}`);
      failed++;
      continue;
    }
    /** @type {{ categories: { pwa: { score: number, auditRefs: { id: string }[] } }, audits: Record<string, { id: string, score: number | null, scoreDisplayMode: string, explanation?: string, title: string }> }} */
    const lhr = JSON.parse(readFileSync(out, 'utf8'));
    const audits = lhr.categories.pwa.auditRefs.map((ref) => /** @type {NonNullable<typeof lhr.audits[string]>} */ (lhr.audits[ref.id])).filter((a) => a.scoreDisplayMode !== 'manual');
    const bad = audits.filter((a) => a.score !== 1);
    const score = lhr.categories.pwa.score;
    console.log(`PWA ${path}: score ${score} (${audits.map((a) => `${a.id} ${a.score === 1 ? 'ok' : 'FAIL'}`).join(', ')})`);
    if (score !== 1 || bad.length) {
      failed++;
      for (const a of bad) console.log(`  - ${a.id}: ${a.explanation ?? a.title}`);
    }
  }
} finally {
  server.kill();
}
console.log(`audit:pwa: ${failed === 0 ? 'PWA score 1.0 on every page' : `${failed} page(s) failed`}`);
process.exit(failed ? 1 : 0);
