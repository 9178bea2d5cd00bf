// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The layering of src/ as `npm run lint` enforces it (.oxlintrc.json), tried on probe files: each
// folder imports every other one, and oxlint must report exactly the imports this table forbids.
const MAY_IMPORT: Record<string, string[]> = {
  lib: [],
  content: ['lib'],
  ui: ['lib', 'content'],
  leads: ['lib', 'content', 'ui'],
  pwa: ['lib', 'content', 'ui'],
  site: ['lib', 'content', 'ui', 'leads', 'pwa', 'routes'],
  dashboard: ['lib', 'content', 'ui', 'leads', 'pwa', 'routes'],
  app: ['lib', 'content', 'ui', 'leads', 'pwa', 'routes', 'site', 'dashboard'],
  routes: ['lib', 'content'],
};
const TARGETS = ['lib', 'content', 'ui', 'leads', 'pwa', 'site', 'dashboard', 'app', 'server', 'routes'];

let dir = '';
let flagged = new Map<string, string[]>();
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), text);
};
/** The probe file in `from` that imports `to`, and the specifier it uses. */
const probe = (from: string, to: string, depth = 1) => {
  const folder = from === 'routes' ? 'src' : `src/${from}${'/sub'.repeat(depth - 1)}`;
  const climb = from === 'routes' ? './' : '../'.repeat(depth);
  const specifier = to === 'routes' ? `${climb}routes` : `${climb}${to}/target`;
  return { file: `${folder}/probe-${to}-${depth}.ts`, specifier };
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'layering-'));
  copyFileSync('.oxlintrc.json', join(dir, '.oxlintrc.json'));
  for (const to of TARGETS) write(to === 'routes' ? 'src/routes.ts' : `src/${to}/target.ts`, 'export const target = 1;\n');
  for (const from of Object.keys(MAY_IMPORT)) {
    for (const to of TARGETS.filter((t) => t !== from)) {
      for (const depth of from === 'routes' ? [1] : [1, 2]) {
        const { file, specifier } = probe(from, to, depth);
        write(file, `import { target } from '${specifier}';\nexport const probe = target;\n`);
      }
    }
  }
  // content/ has a dashboard/ folder of its own: importing it is not importing the feature.
  write('src/content/dashboard/stats.ts', 'export const stats = 1;\n');
  write('src/content/services/uses-own-dashboard.ts', "import { stats } from '../dashboard/stats';\nexport const x = stats;\n");
  write('src/lib/cycle-a.ts', "import { b } from './cycle-b';\nexport const a = () => b;\n");
  write('src/lib/cycle-b.ts', "import { a } from './cycle-a';\nexport const b = () => a;\n");
  let out: string;
  try {
    out = execFileSync(process.execPath, [resolve('node_modules/oxlint/bin/oxlint'), '-f', 'json'], { cwd: dir, encoding: 'utf8' });
  } catch (error) {
    out = (error as { stdout: string }).stdout;
  }
  const report = JSON.parse(out) as { diagnostics: { filename: string; code: string }[] };
  flagged = new Map();
  for (const d of report.diagnostics) flagged.set(d.filename, [...(flagged.get(d.filename) ?? []), d.code]);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('layering enforced by npm run lint', () => {
  for (const [from, allowed] of Object.entries(MAY_IMPORT)) {
    it(`${from === 'routes' ? 'the route table' : `${from}/`} imports only ${allowed.join(', ') || 'nothing else from src/'}`, () => {
      const wrong: string[] = [];
      for (const to of TARGETS.filter((t) => t !== from)) {
        for (const depth of from === 'routes' ? [1] : [1, 2]) {
          const { file } = probe(from, to, depth);
          const reported = (flagged.get(file) ?? []).includes('eslint(no-restricted-imports)');
          if (reported === allowed.includes(to)) wrong.push(`${file} -> ${to}: ${reported ? 'reported' : 'not reported'}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }

  it("lets content/ import its own dashboard/ folder", () => {
    expect(flagged.get('src/content/services/uses-own-dashboard.ts')).toBeUndefined();
  });

  it('reports an import cycle', () => {
    expect(flagged.get('src/lib/cycle-a.ts')).toContain('import(no-cycle)');
  });
});
