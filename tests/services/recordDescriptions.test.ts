// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { descriptionOf } from '../../scripts/record-descriptions';

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
