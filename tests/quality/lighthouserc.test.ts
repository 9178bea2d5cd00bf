// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/routes';

type Assertion = [level: 'error' | 'warn' | 'off', options: { minScore?: number; maxNumericValue?: number }];
interface Matrix { matchingUrlPattern: string; assertions: Record<string, Assertion> }

const config = JSON.parse(readFileSync('lighthouserc.json', 'utf8'));
const matrix: Matrix[] = config.ci.assert.assertMatrix;
const setFor = (path: string) => matrix.filter((m) => new RegExp(m.matchingUrlPattern).test(`http://localhost:4175${path}`));

describe('Lighthouse CI assertions (lighthouserc.json)', () => {
  it('every route of the route table falls under exactly one set: the one of its kind', () => {
    for (const route of routes) {
      const sets = setFor(route.path);
      expect(sets, route.path).toHaveLength(1);
      expect(sets[0]!.matchingUrlPattern.includes('(?!dashboard)'), route.path).toBe(route.kind === 'site');
    }
  });

  it('marketing routes: performance >= 0.95, accessibility, best practices and SEO 1.0, LCP, TBT and CLS limits', () => {
    const a = setFor('/about')[0]!.assertions;
    expect(a['categories:performance']).toEqual(['error', { minScore: 0.95 }]);
    for (const category of ['accessibility', 'best-practices', 'seo']) expect(a[`categories:${category}`]).toEqual(['error', { minScore: 1 }]);
    expect(a['largest-contentful-paint']).toEqual(['error', { maxNumericValue: 1800 }]);
    expect(a['cumulative-layout-shift']).toEqual(['error', { maxNumericValue: 0 }]); // no shift at all (issue 21)
    expect(a['total-blocking-time']).toEqual(['error', { maxNumericValue: 150 }]);
  });

  it('dashboard routes: performance >= 0.9, accessibility and best practices 1.0, the same metric limits', () => {
    const a = setFor('/dashboard/users')[0]!.assertions;
    expect(a['categories:performance']).toEqual(['error', { minScore: 0.9 }]);
    for (const category of ['accessibility', 'best-practices']) expect(a[`categories:${category}`]).toEqual(['error', { minScore: 1 }]);
    expect(a['largest-contentful-paint']).toEqual(['error', { maxNumericValue: 1800 }]);
    expect(a['cumulative-layout-shift']).toEqual(['error', { maxNumericValue: 0 }]); // no shift at all (issue 21)
    expect(a['total-blocking-time']).toEqual(['error', { maxNumericValue: 150 }]);
  });

  it('judges each route on the median of five runs, measured on a phone with simulated throttling', () => {
    const { collect, assert, upload } = config.ci;
    expect(collect.numberOfRuns).toBe(5);
    for (const set of assert.assertMatrix) expect(set.aggregationMethod).toBe('median');
    expect(collect.settings).toMatchObject({ formFactor: 'mobile', throttlingMethod: 'simulate' });
    expect(upload.target).toBe('filesystem');
  });

  it('skips only audits that weigh nothing in any asserted score', async () => {
    const { default: lighthouseConfig } = await import('lighthouse/core/config/default-config.js');
    const weights = new Map<string, number>();
    for (const category of Object.values(lighthouseConfig.categories ?? {})) {
      for (const ref of category.auditRefs) weights.set(ref.id, Math.max(weights.get(ref.id) ?? 0, ref.weight));
    }
    for (const id of config.ci.collect.settings.skipAudits ?? []) expect(weights.get(id), id).toBe(0);
  });
});
