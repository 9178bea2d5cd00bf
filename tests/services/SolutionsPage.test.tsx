import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeDescription } from '../../src/routeDescriptions';
import { routes } from '../../src/routes';
import SolutionsPage from '../../src/site/pages/SolutionsPage';
import { preloadSectionViews } from '../../src/site/widgets/PageSections';
import { renderAt } from '../render';

const solutions = routes.find((r) => r.path === '/solutions')!;
const expected = [
  'web-development',
  'ecommerce',
  'brand-development',
  'digital-marketing',
  'cold-calling',
  'cold-email-marketing',
  'lead-nurturing',
  'data-sourcing',
].map((slug) => routes.find((r) => r.path === `/services/${slug}`)!);

// As after a client-side navigation: the sections' code is loaded before the render.
beforeAll(() => preloadSectionViews());

describe('SolutionsPage', () => {
  it('shows its h1 and calls to action to the proposal form in the hero and banner', () => {
    renderAt(<SolutionsPage route={solutions} />, '/solutions');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Solutions');
    expect(screen.getAllByRole('link').filter((a) => a.getAttribute('href') === '/get-started')).toHaveLength(2);
  });

  it('links to exactly the eight service pages of SPEC.md, titled as in the route table', () => {
    renderAt(<SolutionsPage route={solutions} />, '/solutions');
    const all = screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/services/'));
    expect(all.map((a) => a.getAttribute('href'))).toEqual(expected.map((r) => r.path));
    expect(all.map((a) => a.textContent)).toEqual(expected.map((r) => r.title));
    for (const route of expected) expect(screen.getByText(routeDescription(route))).toBeTruthy();
  });

  it('navigates to a service page when a card is clicked', () => {
    const { location } = renderAt(<SolutionsPage route={solutions} />, '/solutions');
    fireEvent.click(screen.getByRole('link', { name: 'Cold Email Marketing' }));
    expect(location.history.at(-1)).toBe('/services/cold-email-marketing');
  });
});
