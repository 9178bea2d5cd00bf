import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dist, readBuilt } from './pages';

// The CSS is built for the supported browsers (docs/spec-choices.md): every byte of it lands in
// some page's first response, so nothing in it may serve only older ones.
const sheets = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.css') && !f.startsWith('icons-'));
const css = sheets.map((f) => readBuilt(join(dist, 'assets', f))).join('\n');

describe('the built stylesheets', () => {
  it('are there, with the colour mixing and registered properties the utilities need', () => {
    expect(sheets.length).toBeGreaterThan(0);
    expect(css).toMatch(/color-mix\(in srgb,/);
    expect(css).toMatch(/@property --un-bg-opacity\{/);
    expect(css).toMatch(/oklch\(/);
  });

  it('carry no fallback for browsers older than the supported ones', () => {
    // hex copies of oklch colours behind @supports (lab()), initial values for browsers without
    // @property, and a second, oklab copy of each colour mix
    expect(css).not.toMatch(/@supports \(color:lab\(/);
    expect(css).not.toMatch(/margin-trim/);
    expect(css).not.toMatch(/color-mix\(in lab, ?red, ?red\)/);
  });
});
