// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { descriptionOf, titlesOf } from '../../scripts/build-time-text.mjs';

const record = (body: string) => `import type { ServiceRecord } from '../types';\n\nexport default {\n${body}\n} satisfies ServiceRecord;\n`;

describe('reading a description out of a record file', () => {
  it('reads a quoted or template string, whatever its place in the record', () => {
    expect(descriptionOf('a.ts', record(`  tag: 'T',\n  description:\n    'Calls that book meetings.',`))).toBe('Calls that book meetings.');
    expect(descriptionOf('b.ts', record('  description: `Reps’ "best" week`,'))).toBe('Reps’ "best" week');
  });

  it('refuses a description it would have to run to know, or none, naming the file', () => {
    expect(() => descriptionOf('c.ts', record('  description: `${company.name} helps`,'))).toThrow(/c\.ts: description must be a plain string/);
    expect(() => descriptionOf('d.ts', record("  tag: 'T',"))).toThrow(/d\.ts: the record has no description/);
    expect(() => descriptionOf('e.ts', 'const r = {};\nexport { r as default };\n')).toThrow(/e\.ts: expected/);
  });
});

const catalog = (body: string) => `export const other = [{ slug: 'x', title: 'X' }];\nexport const serviceCatalog = [\n${body}\n] as const satisfies readonly ServiceEntry[];\n`;

describe('reading the slugs and titles out of the service catalog', () => {
  it('reads each entry\'s slug and title, in order, leaving the other fields and exports out', () => {
    const source = catalog(`  { slug: 'a', title: "CEO's PA", blurb: 'B', icon: 'i-lucide-x', menu: 'web' },\n  { title: \`Cold "Calls"\`, slug: 'b' },`);
    expect(titlesOf('catalog.ts', source)).toEqual([
      { slug: 'a', title: "CEO's PA" },
      { slug: 'b', title: 'Cold "Calls"' },
    ]);
  });

  it('refuses an entry it would have to run to know, or one without a slug or title, naming the file', () => {
    expect(() => titlesOf('c.ts', catalog("  { slug: 'a', title: `${name} PA` },"))).toThrow(/c\.ts: service 1's title must be a plain string/);
    expect(() => titlesOf('d.ts', catalog("  { slug: 'a', title: 'A' },\n  { slug: 'b' },"))).toThrow(/d\.ts: service 2 needs a slug and a title/);
    expect(() => titlesOf('e.ts', catalog("  { slug: 'a', title: 'A' },\n  ...more,"))).toThrow(/e\.ts: service 2 must be an object literal/);
    expect(() => titlesOf('f.ts', 'export const services = [];\n')).toThrow(/f\.ts: expected `export const serviceCatalog/);
  });
});
