import { act, fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../src/app/ErrorBoundary';
import { preloadAllServiceRecords, serviceRecordEntry } from '../../src/content/services/load';
import { routes, type RouteDef } from '../../src/routes';
import ServicePage from '../../src/site/services/ServicePage';
import { preloadSectionViews } from '../../src/site/widgets/PageSections';
import { renderAt } from '../render';

const serviceRoutes = routes.filter((r) => r.path.startsWith('/services/'));
const routeFor = (slug: string) => serviceRoutes.find((r) => r.path === `/services/${slug}`)!;

const getServiceRecord = (slug: string) => serviceRecordEntry(slug).value!;

// As after a client-side navigation: records and the sections' code are loaded before the render.
beforeAll(() => Promise.all([preloadAllServiceRecords(), preloadSectionViews()]));

function renderService(route: RouteDef) {
  return renderAt(<ServicePage route={route} />, route.path);
}

/** Heading levels in document order never skip a level (h1 -> h3). */
function expectHeadingOrder() {
  const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
  expect(levels[0]).toBe(1);
  expect(levels.filter((l) => l === 1)).toHaveLength(1);
  levels.forEach((level, i) => {
    if (i > 0) expect(level, `heading ${i}`).toBeLessThanOrEqual(levels[i - 1]! + 1);
  });
}

describe('ServicePage template', () => {
  it.each(serviceRoutes.map((r) => [r.path, r] as const))('%s renders its h1, hero CTA, feature cards and banner', (_path, route) => {
    const record = getServiceRecord(route.params!.slug!);
    renderService(route);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(route.title);
    expect(screen.getByText(record.tag)).toBeTruthy();
    expect(screen.getByText(record.intro)).toBeTruthy();

    const proposal = `/get-started?service=${route.params?.slug}`;
    expect(screen.getByRole('link', { name: record.heroCta }).getAttribute('href')).toBe(proposal);

    const features = screen.getByRole('region', { name: record.featuresTitle });
    const cards = within(features).getAllByRole('listitem');
    expect(cards).toHaveLength(record.features.length);
    expect(cards.length).toBeGreaterThanOrEqual(4);
    for (const feature of record.features) {
      expect(within(features).getByRole('heading', { level: 3, name: feature.title })).toBeTruthy();
      expect(within(features).getByText(feature.text)).toBeTruthy();
    }

    const banner = screen.getByRole('region', { name: record.banner.title });
    expect(within(banner).getByText(record.banner.text)).toBeTruthy();
    expect(within(banner).getByRole('link', { name: record.banner.cta }).getAttribute('href')).toBe(proposal);

    expectHeadingOrder();
  });

  it('both calls to action open the proposal form with the service preselected', () => {
    const route = routeFor('cold-calling');
    const { location } = renderService(route);
    const record = getServiceRecord('cold-calling');
    fireEvent.click(screen.getByRole('link', { name: record.heroCta }));
    fireEvent.click(screen.getByRole('link', { name: record.banner.cta }));
    expect(location.history).toEqual([route.path, '/get-started?service=cold-calling', '/get-started?service=cold-calling']);
  });

  it('digital marketing shows six service links to /contact, eight industries, teasers to their case studies and a testimonial', () => {
    renderService(routeFor('digital-marketing'));
    const services = screen.getByRole('region', { name: 'Six services, one accountable team' });
    const links = within(services).getAllByRole('link');
    expect(links).toHaveLength(6);
    for (const link of links) expect(link.getAttribute('href')).toBe('/contact');

    expect(within(screen.getByRole('region', { name: /Four steps/ })).getAllByRole('listitem')).toHaveLength(4);
    expect(within(screen.getByRole('region', { name: /Three steps/ })).getAllByRole('listitem')).toHaveLength(3);

    const industries = screen.getByRole('region', { name: /Sectors where/ });
    for (const name of ['Alternative investments', 'Private equity', 'Luxury brands', 'Jewellery and watchmakers', 'Investment groups', 'Art dealers', 'Family offices', 'Venture capital']) {
      expect(within(industries).getByRole('heading', { name })).toBeTruthy();
    }

    const cases = screen.getByRole('region', { name: 'Recent digital marketing results' });
    const teasers = within(cases).getAllByRole('listitem');
    expect(teasers).toHaveLength(3);
    expect(within(cases).getByRole('link', { name: 'View all case studies' }).getAttribute('href')).toBe('/case-studies');
    for (const teaser of teasers) {
      expect(within(teaser).getByRole('link').getAttribute('href')).toMatch(/^\/case-studies\/[a-z-]+$/);
      const img = within(teaser).getByRole('img');
      expect(img.getAttribute('src')).toMatch(/^\/images\/services\/.+\.svg$/);
      expect(img.getAttribute('alt')).toBeTruthy();
    }

    const quote = screen.getByRole('region', { name: 'What a client says' });
    expect(within(quote).getByText('Helena Marsh')).toBeTruthy();
    expect(within(quote).getByText(/Managing Partner/)).toBeTruthy();
  });

  it('clicking a digital-marketing service card navigates to /contact', () => {
    const { location } = renderService(routeFor('digital-marketing'));
    fireEvent.click(screen.getByRole('link', { name: 'Paid search' }));
    expect(location.history.at(-1)).toBe('/contact');
  });

  it('virtual PA shows eight services, three benefits, both availability models, three steps and six cities', () => {
    renderService(routeFor('virtual-pa'));
    expect(within(screen.getByRole('region', { name: 'Eight services, one point of contact' })).getAllByRole('listitem')).toHaveLength(8);
    expect(within(screen.getByRole('region', { name: 'What changes in your week' })).getAllByRole('listitem')).toHaveLength(3);
    const availability = screen.getByRole('region', { name: 'Two ways to work with us' });
    expect(within(availability).getByRole('heading', { name: 'Dedicated hours' })).toBeTruthy();
    expect(within(availability).getByRole('heading', { name: 'Team approach' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: /From first call/ })).getAllByRole('listitem')).toHaveLength(3);
    const cities = screen.getByRole('region', { name: 'Local knowledge in six cities' });
    for (const city of ['New York', 'Dubai', 'Beverly Hills', 'London', 'Singapore', 'Hong Kong']) {
      expect(within(cities).getByRole('heading', { name: city })).toBeTruthy();
    }
  });

  it('CEO services shows four solutions, the city strip and three testimonials', () => {
    renderService(routeFor('ceo-services'));
    expect(within(screen.getByRole('region', { name: /Four ways/ })).getAllByRole('listitem')).toHaveLength(4);
    const strip = screen.getByRole('region', { name: 'Serving leaders in six cities' });
    expect(within(strip).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['New York', 'Dubai', 'Beverly Hills', 'London', 'Singapore', 'Hong Kong']);
    const quotes = within(screen.getByRole('region', { name: 'What chief executives tell us' })).getAllByRole('listitem');
    expect(quotes).toHaveLength(3);
    for (const q of quotes) expect(within(q).getByRole('blockquote')).toBeTruthy();
  });

  it('shows a clear error (through the error boundary) for a slug without a record', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fake: RouteDef = { ...routeFor('cold-calling'), path: '/services/nope', title: 'Nope', params: { slug: 'nope' } };
    renderAt(
      <ErrorBoundary>
        <ServicePage route={fake} />
      </ErrorBoundary>,
      fake.path,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Unexpected Application Error!');
    expect(screen.getByText(/Unknown service page "nope"/)).toBeTruthy();
  });

  it('renders a record that is not loaded yet once its chunk arrives (client-side navigation)', async () => {
    vi.resetModules();
    const fresh = await import('../../src/site/services/ServicePage');
    const route = routeFor('data-sourcing');
    await act(async () => {
      renderAt(
        <Suspense fallback={<p>Loading</p>}>
          <fresh.default route={route} />
        </Suspense>,
        route.path,
      );
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Data Sourcing');
  });
});
