// @ts-check
// Which routes Lighthouse CI measures: one representative per page template, five runs each.
// Every route still gets axe (e2e/a11y.spec.ts), the byte budgets and the head check; measuring
// every route five times would not fit CI's 15 minutes.

/**
 * @typedef {{ template: string, paths: string[] }} Representative
 * `paths` are tried in order; a `:param` segment matches any one segment. The first route of
 * the route table that matches is measured; a template with no route yet is skipped.
 */

/** @type {Representative[]} */
export const REPRESENTATIVES = [
  { template: 'home', paths: ['/'] },
  { template: 'service page', paths: ['/services/cold-calling'] },
  { template: 'service page with every section', paths: ['/services/digital-marketing'] },
  { template: 'blog index', paths: ['/blog'] },
  { template: 'blog article', paths: ['/blog/:slug'] },
  { template: 'case study', paths: ['/case-studies/:slug'] },
  { template: 'careers', paths: ['/careers'] },
  { template: 'job', paths: ['/careers/:slug'] },
  { template: 'form page', paths: ['/get-started'] },
  { template: 'legal page', paths: ['/privacy-policy', '/privacy', '/legal/:slug'] },
  { template: 'search', paths: ['/search'] },
  { template: 'dashboard', paths: ['/dashboard'] },
];

/** @param {string} pattern @param {string} path */
export function matchesPattern(pattern, path) {
  const want = pattern.split('/');
  const have = path.split('/');
  return want.length === have.length && want.every((seg, i) => (seg.startsWith(':') ? have[i] !== '' : seg === have[i]));
}

/**
 * The routes to measure, in the order of REPRESENTATIVES.
 * @template {{ path: string }} R
 * @param {readonly R[]} routes the route table
 * @returns {{ template: string, route: R }[]}
 */
export function lighthouseRoutes(routes, representatives = REPRESENTATIVES) {
  /** @type {{ template: string, route: R }[]} */
  const picked = [];
  for (const { template, paths } of representatives) {
    for (const pattern of paths) {
      const route = routes.find((r) => matchesPattern(pattern, r.path));
      if (route) {
        picked.push({ template, route });
        break;
      }
    }
  }
  return picked;
}
