// @ts-check
// `npm audit --omit=dev`: fails on a high or critical advisory in what ships to users.
// When the registry cannot answer (no audit endpoint, offline), nothing was checked: the script
// says so and exits with SKIPPED, which `npm test` reports as skipped, never as passed.
import { execFileSync } from 'node:child_process';
import { SKIPPED } from './lib/run.mjs';

let out = '';
try {
  out = execFileSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
} catch (error) {
  out = /** @type {{ stdout?: string }} */ (error).stdout ?? '';
}
/** @type {{ message?: string, error?: { summary?: string }, metadata?: { vulnerabilities?: Record<string, number> } } | null} */
let report;
try {
  report = JSON.parse(out);
} catch {
  report = null;
}
if (!report || report.error || !report.metadata?.vulnerabilities) {
  console.log(`npm audit: SKIPPED, the registry gave no audit report (${report?.error?.summary || report?.message || 'no answer'})`);
  process.exit(SKIPPED);
}
const v = report.metadata.vulnerabilities;
console.log(`npm audit (production dependencies): ${JSON.stringify(v)}`);
if ((v.high ?? 0) + (v.critical ?? 0) > 0) {
  console.error('npm audit: high or critical advisories found');
  process.exit(1);
}
