import type { Page } from '@playwright/test';
import { CITIES, type ServiceRecord } from '../src/content/services/types';
import ceoServices from '../src/content/services/records/ceo-services';
import digitalMarketing from '../src/content/services/records/digital-marketing';
import virtualPa from '../src/content/services/records/virtual-pa';
import { documentTitle, routes } from './support/builtRoutes';
import { DESKTOP, MOBILE, expect, test, waitForApp } from './support/fixtures';

const serviceRoutes = routes.filter((r) => r.path.startsWith('/services/'));
const route = (path: string) => routes.find((r) => r.path === path)!;

const INDUSTRIES = [
  'Alternative investments',
  'Private equity',
  'Luxury brands',
  'Jewellery and watchmakers',
  'Investment groups',
  'Art dealers',
  'Family offices',
  'Venture capital',
];
const SOLUTION_SLUGS = ['web-development', 'ecommerce', 'brand-development', 'digital-marketing', 'cold-calling', 'cold-email-marketing', 'lead-nurturing', 'data-sourcing'];

/** Titles of a record's card section (the expected text on the page). */
function cardTitles(record: ServiceRecord, id: string): string[] {
  const found = record.sections?.find((s) => s.id === id);
  if (found?.kind !== 'cards') throw new Error(`${record.tag}: no cards section "${id}"`);
  return found.items.map((item) => item.title);
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForApp(page);
}

/** Nothing sticks out sideways (a horizontal scrollbar on a phone means broken layout). */
async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

// One load per service page serves both widths (the layout is CSS-driven: resizing re-lays it out
// as a fresh load would); a load is the expensive part of each test.
for (const service of serviceRoutes) {
  test(`${service.path}: h1, hero CTA button, feature cards and banner at 375 and 1280 px`, async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await open(page, service.path);
    const main = page.getByRole('main');

    await expect(page).toHaveTitle(documentTitle(service));
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(service.title);
    await expect(main.locator('h1')).toHaveCount(1);

    // Both calls to action (hero and banner) ask for a proposal for this very service.
    const slug = service.params?.slug ?? '';
    const proposal = `/get-started?service=${slug}`;
    await expect(main.locator(`a[href="${proposal}"]`)).toHaveCount(2);
    // The hero's button keeps the page's 16 px side margins on a phone (buttons do not wrap; a long label ran into the margin).
    const hero = (await main.locator(`a[href="${proposal}"]`).first().boundingBox())!;
    expect(hero.x).toBeGreaterThanOrEqual(16);
    expect(hero.x + hero.width, 'hero button right edge').toBeLessThanOrEqual(MOBILE.width - 16);

    const features = page.getByTestId('features-cards').getByRole('listitem');
    expect(await features.count()).toBeGreaterThanOrEqual(4);
    for (const card of await features.all()) {
      await expect(card.getByRole('heading', { level: 3 })).toBeVisible();
      await expect(card.locator('.icon')).toHaveCount(1);
    }

    const banner = page.getByTestId('cta-banner');
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await banner.scrollIntoViewIfNeeded();
      await expect(banner.getByRole('heading', { level: 2 })).toBeVisible();
      await expect(banner.getByRole('link')).toHaveAttribute('href', proposal);
      await expect(banner.getByRole('link')).toBeVisible();
      await expectNoHorizontalOverflow(page);
    }

    await banner.getByRole('link').click();
    await expect(page).toHaveURL(proposal);
    await expect(page.getByRole('form', { name: 'Proposal request' }).getByLabel('Service of interest')).toHaveValue(slug);
  });
}

for (const [label, viewport] of [['mobile', MOBILE], ['desktop', DESKTOP]] as const) {
  test.describe(`service pages at ${label} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('digital marketing shows every section and item', async ({ page }) => {
      await open(page, '/services/digital-marketing');
      const serviceList = page.getByTestId('services-cards');
      await expect(serviceList.getByRole('listitem')).toHaveCount(6);
      for (const title of cardTitles(digitalMarketing, 'services')) {
        await expect(serviceList.getByRole('link', { name: title })).toHaveAttribute('href', '/contact');
      }
      await expect(page.getByTestId('approach-steps').getByRole('listitem')).toHaveCount(4);
      await expect(page.getByTestId('getting-started-steps').getByRole('listitem')).toHaveCount(3);

      const industries = page.getByTestId('industries-list');
      await expect(industries.getByRole('listitem')).toHaveCount(8);
      for (const name of INDUSTRIES) await expect(industries.getByRole('heading', { name, exact: true })).toBeVisible();

      const teasers = page.getByTestId('case-studies-teasers').getByRole('listitem');
      await expect(teasers).toHaveCount(3);
      for (const teaser of await teasers.all()) {
        await teaser.scrollIntoViewIfNeeded();
        // Each teaser opens its own case study.
        await expect(teaser.getByRole('link')).toHaveAttribute('href', /^\/case-studies\/[a-z0-9-]+$/);
        const img = teaser.getByRole('img');
        await expect(img).toBeVisible();
        // The image is lazy: it starts loading once scrolled near, so wait for it to arrive.
        await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      }

      const quote = page.getByTestId('testimonial-quotes');
      await expect(quote.getByRole('listitem')).toHaveCount(1);
      await expect(quote.getByText('Helena Marsh')).toBeVisible();
      await expectNoHorizontalOverflow(page);
    });

    test('digital marketing service cards go to /contact and teasers to their case study', async ({ page }) => {
      await open(page, '/services/digital-marketing');
      // The card's cue and its arrow share one line (the arrow once dropped to a line of its own).
      const cue = page.getByTestId('services-cards').locator('span[aria-hidden="true"]', { hasText: 'Talk to a strategist' }).first();
      const sameLine = await cue.evaluate((el) => {
        const text = document.createRange();
        text.selectNodeContents(el.firstChild!);
        const [line, arrow] = [text.getBoundingClientRect(), el.querySelector('.icon')!.getBoundingClientRect()];
        return arrow.top < line.bottom && arrow.bottom > line.top;
      });
      expect(sameLine).toBe(true);
      await page.getByTestId('services-cards').getByRole('link', { name: 'Paid search' }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page).toHaveTitle(documentTitle(route('/contact')));

      await open(page, '/services/digital-marketing');
      const teaser = page.getByTestId('case-studies-teasers').getByRole('link').first();
      await teaser.scrollIntoViewIfNeeded();
      const href = await teaser.getAttribute('href');
      await teaser.click();
      await expect(page).toHaveURL(href!);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('virtual PA shows eight services, three benefits, two availability models, three steps and six cities', async ({ page }) => {
      await open(page, '/services/virtual-pa');
      const list = page.getByTestId('services-cards');
      await expect(list.getByRole('listitem')).toHaveCount(8);
      await expect(list.getByRole('heading', { level: 3 })).toHaveText(cardTitles(virtualPa, 'services'));
      await expect(page.getByTestId('benefits-cards').getByRole('listitem')).toHaveCount(3);
      const models = page.getByTestId('availability-models');
      await expect(models.getByRole('heading', { level: 3 })).toHaveText(['Dedicated hours', 'Team approach']);
      await expect(page.getByTestId('process-steps').getByRole('listitem')).toHaveCount(3);
      const cities = page.getByTestId('cities-blurbs');
      await expect(cities.getByRole('heading', { level: 3 })).toHaveText([...CITIES]);
      await expectNoHorizontalOverflow(page);
    });

    test('CEO services shows four solutions, the city strip and three testimonials', async ({ page }) => {
      await open(page, '/services/ceo-services');
      const list = page.getByTestId('solutions-cards');
      await expect(list.getByRole('listitem')).toHaveCount(4);
      await expect(list.getByRole('heading', { level: 3 })).toHaveText(cardTitles(ceoServices, 'solutions'));
      await expect(page.getByTestId('cities-strip').getByRole('listitem')).toHaveText(['New York', 'Dubai', 'Beverly Hills', 'London', 'Singapore', 'Hong Kong']);
      const quotes = page.getByTestId('testimonials-quotes').getByRole('listitem');
      await expect(quotes).toHaveCount(3);
      for (const q of await quotes.all()) {
        await expect(q.locator('blockquote')).toBeVisible();
        await expect(q.locator('figcaption')).toBeVisible();
      }
      await expectNoHorizontalOverflow(page);
    });

    test('/solutions links to the eight service pages and each link opens its page', async ({ page }) => {
      await open(page, '/solutions');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('Solutions');
      // The service links (the page's calls to action lead elsewhere: a proposal, contact).
      const links = main.locator('a[href^="/services/"]');
      await expect(links).toHaveCount(8);
      const expected = SOLUTION_SLUGS.map((slug) => route(`/services/${slug}`));
      expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(expected.map((r) => r.path));
      await expect(links).toHaveText(expected.map((r) => r.title));
      for (const button of await main.getByRole('button').all()) await expect(button).toHaveAttribute('type', 'button');
      await expectNoHorizontalOverflow(page);

      const target = route('/services/lead-nurturing');
      await main.getByRole('link', { name: target.title }).click();
      await expect(page).toHaveURL(/\/services\/lead-nurturing$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title);
      await expect(page.getByTestId('features-cards').getByRole('listitem')).not.toHaveCount(0);
    });
  });
}

test('moving between service pages in the app loads each page’s own copy', async ({ page }) => {
  await open(page, '/services/cold-calling');
  await page.evaluate(() => {
    history.pushState(null, '', '/services/virtual-pa');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(route('/services/virtual-pa').title);
  await expect(page.getByText(virtualPa.intro)).toBeVisible();
  await expect(page.getByTestId('cities-blurbs').getByRole('listitem')).toHaveCount(6);
});
