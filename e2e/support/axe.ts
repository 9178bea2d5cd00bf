import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// axe-core run in the page itself. @axe-core/playwright re-injects axe on every call and finishes
// each run in a second blank page: four times slower, and our pages have no frames to walk.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The rules whose outcome depends on colours alone: after a change of colour scheme only these
 * can change (the markup, names, roles and layout are the same).
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Every axe violation (any impact) in the page or in the part `include` selects, one line each:
 * `rule (impact): first targets (why)`. Only violations are collected (axe's own speed option).
 * `rules` limits the run to those rules (default: every rule axe runs by default).
 */
export async function axeViolations(page: Page, include?: string, rules?: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async ([selector, only]) => {
    // Colours mid-fade are not what a reader is left with: finite animations and transitions in
    // the part checked or on its ancestors end first (the Watch Demo dialog opened while the hero
    // row holding it still rises in: axe multiplies the row's opacity in). Not elsewhere: a section
    // skipped off screen holds its own until it is shown.
    const scope = selector ? [...document.querySelectorAll(selector)] : [];
    const inScope = (a: Animation) => {
      const target = (a.effect as KeyframeEffect | null)?.target;
      return !!target && scope.some((el) => el.contains(target) || target.contains(el)) && a.effect?.getTiming().iterations !== Infinity;
    };
    await Promise.all(document.getAnimations().filter(inScope).map((a) => a.finished.catch(() => undefined)));
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const results = await axe.run(selector ? { include: [selector] } : document, {
      resultTypes: ['violations'],
      ...(only ? { runOnly: { type: 'rule' as const, values: only } } : {}),
    });
    // The first node's reason says what axe measured (e.g. the two colours of a contrast failure).
    return results.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')} (${v.nodes[0]?.any[0]?.message ?? ''})`,
    );
  }, [include, rules] as const);
}
