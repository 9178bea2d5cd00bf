import type { ConsoleMessage, Page } from '@playwright/test';
import { allArticles, articles } from '../src/content/articles';
import { blogTopics } from '../src/content/blogTopics';
import { caseFilters, caseStudies } from '../src/content/caseStudies';
import { HERO_DELAYS_MS, STAT_DELAYS_MS } from '../src/content/home';
import { filterArticles, parseArticleFilter } from '../src/site/filters/blogFilters';
import { leadStatusCopy } from '../src/content/leadStatus';
import { testimonials } from '../src/content/testimonials';
import { test, expect, holdRequests, waitForApp, scrollToAsLinkDoes, MOBILE, DESKTOP } from './support/fixtures';

/** Label of the slide whose centre is nearest the carousel's centre (what a viewer sees as current). */
async function centredSlide(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const region = document.querySelector('[aria-roledescription="carousel"]')!;
    const track = region.querySelector('.keen-slider')!.getBoundingClientRect();
    const mid = track.left + track.width / 2;
    let best: { label: string | null; d: number } = { label: null, d: Infinity };
    for (const s of region.querySelectorAll('[aria-roledescription="slide"]')) {
      const r = s.getBoundingClientRect();
      const d = Math.abs(r.left + r.width / 2 - mid);
      if (d < best.d) best = { label: s.getAttribute('aria-label'), d };
    }
    return best.d < 4 ? best.label : null;
  });
}

/** Collects the first argument of every console.log call as JSON. */
function captureLogs(page: Page): unknown[] {
  const logs: unknown[] = [];
  page.on('console', async (msg: ConsoleMessage) => {
    if (msg.type() === 'log' && msg.args()[0]) logs.push(await msg.args()[0]!.jsonValue());
  });
  return logs;
}

async function fillContact(page: Page, scope = page.locator('form').first()) {
  await scope.getByLabel('Full Name').fill('Ada Lovelace');
  await scope.getByLabel('Email Address').fill('ada@example.com');
  await scope.getByLabel('Company Name').fill('Analytical Engines');
  await scope.getByLabel('How Can We Help?').fill('We need more qualified meetings.');
}

for (const [name, viewport] of [['mobile', MOBILE], ['desktop', DESKTOP]] as const) {
  test.describe(`marketing pages (${name})`, () => {
    test.use({ viewport });

    test('home shows its sections in SPEC order with the exact copy', async ({ page }) => {
      await page.goto('/');
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accelerate Your B2B Growth');
      const main = page.locator('main');
      for (const text of ['Next-Gen Lead Generation', 'Trusted by 500+ companies worldwide', 'Our Services', 'Sophisticated B2B Lead Generation Solutions', 'Measurable Growth for Your Business']) {
        await expect(main.getByText(text, { exact: true })).toBeVisible();
      }
      // The hero's parts enter one after another: tag, headline, text and buttons, trust line.
      const heroParts = main.locator('#home-hero-title').locator('xpath=..').locator(':scope > :is(.hero-rise, .hero-slide)');
      const [tag, headline, body, trust] = HERO_DELAYS_MS.map((ms) => `${ms / 1000}s`);
      expect(await heroParts.evaluateAll((els) => els.map((el) => getComputedStyle(el).animationDelay))).toEqual([tag, headline, body, body, trust]);
      await expect(main.getByRole('link', { name: 'Start Growing' })).toHaveAttribute('href', '/get-started');
      await expect(main.getByRole('button', { name: 'Watch Demo' })).toBeVisible();
      // Each 'Learn More' leads to the programme of the same name on /services.
      const learnMore = main.getByRole('link', { name: 'Learn More' });
      await expect(learnMore).toHaveCount(4);
      expect(await learnMore.evaluateAll((links) => links.map((l) => l.getAttribute('href')))).toEqual(
        ['lead-generation', 'sales-development', 'email-marketing', 'account-based-marketing'].map((id) => `/services#${id}`),
      );
      for (const title of ['Lead Generation', 'Sales Development', 'Email Marketing', 'Account-Based Marketing']) {
        await expect(main.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
      }
      for (const [value, label] of [['97%', 'Client Retention Rate'], ['12K+', 'Qualified Leads Generated'], ['68%', 'Average Pipeline Growth']] as const) {
        await expect(main.getByText(value, { exact: true })).toBeAttached();
        await expect(main.getByText(label, { exact: true })).toBeAttached();
      }
      await expect(main.getByRole('link', { name: 'View Case Studies' })).toHaveAttribute('href', '/case-studies');

      // Order: hero, services, results, growth cases, testimonials, contact.
      const tops = await Promise.all(
        [
          main.getByRole('heading', { level: 1 }),
          main.getByRole('heading', { name: 'Sophisticated B2B Lead Generation Solutions' }),
          main.getByRole('heading', { name: 'Measurable Growth for Your Business' }),
          main.getByRole('region', { name: 'Growth cases' }),
          main.getByRole('heading', { name: 'What Our Clients Say' }),
          main.getByLabel('Full Name'),
        ].map(async (l) => (await l.boundingBox())!.y),
      );
      expect(tops).toEqual([...tops].sort((a, b) => a - b));
      expect(new Set(tops).size).toBe(tops.length);
    });

    test('growth cases carousel: next, previous and arrow keys move the centred slide, looping', async ({ page }) => {
      await page.goto('/');
      await waitForApp(page);
      const region = page.getByRole('region', { name: 'Growth cases' });
      await scrollToAsLinkDoes(region);
      await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
      // The carousel hydrates when scrolled near; keen-slider then takes over the buttons and keys.
      await expect(region).toHaveAttribute('data-ready', 'true');
      await expect(region.getByRole('group')).toHaveCount(4);
      const current = region.locator('[data-current="true"]');
      await expect(current).toHaveAttribute('aria-label', '1 of 4');
      await expect.poll(() => centredSlide(page)).toBe('1 of 4');

      await region.getByRole('button', { name: 'Next slide' }).click();
      await expect(current).toHaveAttribute('aria-label', '2 of 4');
      await expect.poll(() => centredSlide(page)).toBe('2 of 4');

      await region.getByRole('button', { name: 'Previous slide' }).click();
      await expect.poll(() => centredSlide(page)).toBe('1 of 4');
      await region.getByRole('button', { name: 'Previous slide' }).click();
      await expect(current).toHaveAttribute('aria-label', '4 of 4');
      await expect.poll(() => centredSlide(page)).toBe('4 of 4');

      await region.focus();
      await page.keyboard.press('ArrowRight');
      await expect(current).toHaveAttribute('aria-label', '1 of 4');
      await expect.poll(() => centredSlide(page)).toBe('1 of 4');
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => centredSlide(page)).toBe('2 of 4');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(current).toHaveAttribute('aria-label', '4 of 4');
      await expect.poll(() => centredSlide(page)).toBe('4 of 4');
    });

    test('carousel slide width follows the breakpoints', async ({ page }) => {
      await page.goto('/');
      await waitForApp(page);
      const region = page.getByRole('region', { name: 'Growth cases' });
      await scrollToAsLinkDoes(region);
      await expect.poll(() => centredSlide(page)).toBe('1 of 4');
      const ratio = await page.evaluate(() => {
        const track = document.querySelector('.keen-slider')!.getBoundingClientRect().width;
        const slide = document.querySelector('[data-current="true"]')!.getBoundingClientRect().width;
        return slide / track;
      });
      // Full width below 640 px; 3/4 (less the gap) at 1280 px.
      if (viewport.width < 640) expect(ratio).toBeCloseTo(1, 2);
      else {
        expect(ratio).toBeGreaterThan(0.7);
        expect(ratio).toBeLessThan(0.76);
      }
    });

    test('testimonials: dots jump, next and previous wrap over three', async ({ page }) => {
      await page.goto('/');
      await waitForApp(page);
      // Sections below the fold hydrate when the visitor gets near them: scroll there first.
      await page.locator('#testimonials').scrollIntoViewIfNeeded();
      await expect(page.locator('#testimonials [data-ready]')).toHaveAttribute('data-ready', 'true');
      const quote = page.locator('main figure blockquote');
      const dot = (n: number) => page.getByRole('button', { name: `Show testimonial ${n}` });
      await expect(quote).toContainText(testimonials[0]!.quote);
      await expect(dot(1)).toHaveAttribute('aria-current', 'true');
      await dot(3).click();
      await expect(quote).toContainText(testimonials[2]!.quote);
      await expect(dot(3)).toHaveAttribute('aria-current', 'true');
      await expect(dot(1)).not.toHaveAttribute('aria-current', 'true');
      await page.getByRole('button', { name: 'Next testimonial' }).click();
      await expect(quote).toContainText(testimonials[0]!.quote);
      await page.getByRole('button', { name: 'Previous testimonial' }).click();
      await expect(quote).toContainText(testimonials[2]!.quote);
      await page.getByRole('button', { name: 'Previous testimonial' }).click();
      await expect(quote).toContainText(testimonials[1]!.quote);
      await dot(1).click();
      await expect(quote).toContainText(testimonials[0]!.quote);
    });

    for (const path of ['/', '/contact']) {
      test(`contact form on ${path}: required fields block submit with a reason; a valid submit logs the values`, async ({ page }) => {
        const logs = captureLogs(page);
        await page.goto(path);
        await waitForApp(page);
        const form = page.getByRole('form', { name: 'Contact form' });
        // On home the form's section hydrates (and loads its chunk) once the visitor scrolls near it.
        await form.scrollIntoViewIfNeeded();
        await expect(form).toHaveAttribute('data-ready', 'true');
        await form.getByRole('button', { name: 'Send Message' }).click();
        expect(await form.evaluate((f: HTMLFormElement) => f.checkValidity())).toBe(false);
        await expect(form.getByLabel('Full Name')).toBeFocused();
        // Nothing is sent: the form says why, and marks the field.
        await expect(form.getByRole('status')).toHaveText(leadStatusCopy.fixFields);
        await expect(form.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
        await fillContact(page, form);
        await form.getByLabel('Email Address').fill('not-an-email');
        await form.getByRole('button', { name: 'Send Message' }).click();
        await expect(form.getByLabel('Email Address')).toBeFocused();
        await expect(form.getByRole('status')).toHaveText(leadStatusCopy.fixFields);
        await expect(form.getByLabel('Email Address')).toHaveAttribute('aria-invalid', 'true');
        expect(logs).toEqual([]);

        await form.getByLabel('Email Address').fill('ada@example.com');
        await form.getByRole('button', { name: 'Send Message' }).click();
        await expect(form.getByRole('status')).toContainText('Thanks');
        await expect.poll(() => logs).toEqual([
          { name: 'Ada Lovelace', email: 'ada@example.com', company: 'Analytical Engines', message: 'We need more qualified meetings.' },
        ]);
        expect(new URL(page.url()).pathname).toBe(path);
      });
    }

    test('get started: three steps and a proposal form that logs its values', async ({ page }) => {
      const logs = captureLogs(page);
      await page.goto('/get-started');
      await waitForApp(page);
      await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
      await expect(page.locator('ol > li')).toHaveCount(3);
      const form = page.getByRole('form', { name: 'Proposal request' });
      await fillContact(page, form);
      await form.getByRole('button', { name: 'Request Proposal' }).click();
      await expect(form.getByLabel('Service of interest')).toBeFocused();
      expect(logs).toEqual([]);
      await form.getByLabel('Service of interest').selectOption('email-marketing');
      await form.getByRole('button', { name: 'Request Proposal' }).click();
      await expect.poll(() => logs).toEqual([
        { name: 'Ada Lovelace', email: 'ada@example.com', company: 'Analytical Engines', message: 'We need more qualified meetings.', service: 'email-marketing' },
      ]);
    });

    test('case studies: a featured case and each filter shows exactly its cards', async ({ page }) => {
      await page.goto('/case-studies');
      await waitForApp(page);
      await expect(page.getByRole('heading', { name: /added \$9\.8M in pipeline/ })).toBeVisible();
      const cards = page.getByRole('region', { name: 'More Client Results' }).getByRole('listitem');
      await expect(cards).toHaveCount(6);
      const group = page.getByRole('group', { name: 'Filter case studies by industry' });
      await expect(group.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
      for (const f of caseFilters) {
        await group.locator(`[data-value="${f.value}"]`).click();
        await expect(group.locator(`[data-value="${f.value}"]`)).toHaveAttribute('aria-pressed', 'true');
        await expect(group.locator('[aria-pressed="true"]')).toHaveCount(1);
        const expected = f.value === 'all' ? caseStudies : caseStudies.filter((c) => c.category === f.value);
        await expect(cards).toHaveCount(expected.length);
        for (const c of expected) await expect(cards.getByRole('heading', { name: c.title })).toBeVisible();
      }
    });

    test('blog: search, category, no results and reset', async ({ page }) => {
      await page.goto('/blog');
      await waitForApp(page);
      // The listing hydrates as it nears the viewport; a tap or text before then counts once it has.
      const cards = page.locator('main li article');
      await expect(cards).toHaveCount(6);
      await expect(page.getByText('Featured article')).toBeVisible();
      const search = page.getByRole('search').getByLabel('Search articles');
      const filters = page.getByRole('group', { name: 'Filter by category' });
      await expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

      await filters.getByRole('button', { name: 'Account-Based Marketing' }).click();
      await expect(filters.getByRole('button', { name: 'Account-Based Marketing' })).toHaveAttribute('aria-pressed', 'true');
      await expect(cards).toHaveCount(articles.filter((a) => a.category === 'account-based-marketing').length);

      await search.fill('COMMITTEES');
      await expect(cards).toHaveCount(1);
      await expect(cards.getByRole('heading')).toHaveText('Selling to Buying Committees: An ABM Field Guide');

      await search.fill('deliverability');
      await expect(cards).toHaveCount(0);
      await expect(page.getByText('No articles found matching your criteria.')).toBeVisible();
      await page.getByRole('button', { name: 'Reset Filters' }).click();
      await expect(search).toHaveValue('');
      await expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
      await expect(cards).toHaveCount(6);
      // Load More adds six at a time until every listed article shows, then goes away.
      await page.getByRole('button', { name: 'Load More Articles' }).click();
      await expect(cards).toHaveCount(Math.min(12, articles.length));
      await page.getByRole('button', { name: 'Load More Articles' }).click();
      await expect(cards).toHaveCount(articles.length);
      await expect(page.getByRole('button', { name: 'Load More Articles' })).toHaveCount(0);

      await search.fill('(.*');
      await expect(page.getByText('No articles found matching your criteria.')).toBeVisible();
      await search.fill('x'.repeat(10_000));
      await expect(cards).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Get the Growth Brief' })).toBeVisible();
    });

    test('blog search treats markup as text: no dialog, no injected image', async ({ page }) => {
      let dialogs = 0;
      page.on('dialog', (d) => {
        dialogs += 1;
        void d.dismiss();
      });
      await page.goto('/blog');
      await waitForApp(page);
      await page.getByLabel('Search articles').scrollIntoViewIfNeeded();
      await expect(page.locator('main section[data-ready="true"]').filter({ has: page.getByLabel('Search articles') })).toHaveCount(1);
      const payload = '<img src=x onerror=alert(1)>';
      const search = page.getByLabel('Search articles');
      await search.fill(payload);
      await expect(search).toHaveValue(payload);
      await expect(page.getByText('No articles found matching your criteria.')).toBeVisible();
      await page.waitForTimeout(300);
      expect(dialogs).toBe(0);
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
    });

    for (const topic of blogTopics) {
      test(`blog category ${topic.slug} lists its topic`, async ({ page }) => {
        await page.goto(`/blog/category/${topic.slug}`);
        await waitForApp(page);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(topic.title);
        // Every article of the topic, the featured one included.
        const expected = allArticles.filter((a) => a.topic === topic.slug);
        const cards = page.locator('main li article');
        await expect(cards).toHaveCount(expected.length);
        for (const a of expected) await expect(cards.getByRole('heading', { name: a.title })).toBeVisible();
      });
    }

    test('careers: hero link reaches the open positions; six remote full-time roles', async ({ page }) => {
      await page.goto('/careers');
      await waitForApp(page);
      await page.getByRole('link', { name: 'View Open Positions' }).click();
      await expect(page).toHaveURL(/#open-positions$/);
      const section = page.locator('#open-positions');
      await expect(section.getByRole('heading', { name: 'Open Positions' })).toBeInViewport();
      await expect(section.getByRole('article')).toHaveCount(6);
      await expect(section.getByText('Remote', { exact: true })).toHaveCount(6);
      await expect(section.getByText('Full-time', { exact: true })).toHaveCount(6);
      await expect(page.getByRole('link', { name: 'Send Your Resume' })).toHaveAttribute('href', '/careers/apply');
    });

    test('about, services and contact show their content', async ({ page }) => {
      await page.goto('/about');
      await waitForApp(page);
      await expect(page.locator('#values li')).toHaveCount(3);
      await expect(page.locator('#team li')).toHaveCount(4);
      await expect(page.getByText('2013', { exact: true })).toBeVisible();

      await page.goto('/services');
      await waitForApp(page);
      for (const step of ['Discovery', 'Strategy Development', 'Execution', 'Analysis & Refinement']) {
        await expect(page.locator('#method').getByRole('heading', { name: step })).toBeVisible();
      }
      for (const s of ['Lead Generation', 'Sales Development', 'Email Marketing', 'Account-Based Marketing']) {
        const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: s, exact: true }) });
        await expect(card.getByRole('listitem')).toHaveCount(5);
      }

      await page.goto('/contact');
      await waitForApp(page);
      await expect(page.locator('address')).toContainText('New York');
      for (const city of ['New York', 'Dubai', 'Beverly Hills', 'London', 'Singapore', 'Hong Kong']) {
        await expect(page.locator('#cities').getByRole('heading', { name: city })).toBeVisible();
      }
    });
  });
}

test.describe('home service cards', () => {
  test('Learn More under Account-Based Marketing opens /services at the Account-Based Marketing programme', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('link', { name: 'Learn More about Account-Based Marketing' }).click();
    await expect(page).toHaveURL(/\/services#account-based-marketing$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Account-Based Marketing', exact: true })).toBeInViewport();
  });
});

test.describe('blog, Back from an article', () => {
  test.use({ viewport: DESKTOP });
  test('the articles Load More added are still there, and the reader is back at the card they opened', async ({ page }) => {
    await page.goto('/blog');
    await waitForApp(page);
    const cards = page.locator('main li article');
    await expect(cards).toHaveCount(6);
    await page.getByRole('button', { name: 'Load More Articles' }).click();
    await expect(cards).toHaveCount(12);
    const ninth = cards.nth(8).getByRole('link').first();
    const title = (await cards.nth(8).getByRole('heading').textContent())!;
    await ninth.scrollIntoViewIfNeeded();
    await ninth.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards).toHaveCount(12);
    await expect(cards.nth(8).getByRole('heading')).toBeInViewport();
    // A reload keeps them too (the history entry holds the count).
    await page.reload();
    await waitForApp(page);
    await expect(cards).toHaveCount(12);
  });

  test('a filtered list keeps the articles Load More added through a reload', async ({ page }) => {
    const matching = filterArticles(articles, parseArticleFilter('?q=e')).length;
    expect(matching, 'the search matches more than one page of cards').toBeGreaterThan(6);
    await page.goto('/blog?q=e');
    await waitForApp(page);
    const cards = page.locator('main li article');
    await expect(cards).toHaveCount(6);
    await page.getByRole('button', { name: 'Load More Articles' }).click();
    await expect(cards).toHaveCount(Math.min(12, matching));
    await page.reload();
    await waitForApp(page);
    await expect(page.getByRole('search').getByLabel('Search articles')).toHaveValue('e');
    await expect(cards).toHaveCount(Math.min(12, matching));
  });
});

test.describe('by keyboard alone', () => {
  test.use({ viewport: DESKTOP });

  test('Reset Filters leaves focus in the blog search box, and the whole list is announced', async ({ page }) => {
    await page.goto('/blog');
    await waitForApp(page);
    const listing = page.locator('section[data-ready="true"]');
    await scrollToAsLinkDoes(listing);
    const search = listing.getByRole('searchbox', { name: 'Search articles' });
    await search.focus();
    await page.keyboard.type('no article says this');
    await expect(page.getByText('No articles found matching your criteria.')).toBeVisible();
    // Past the five category buttons to Reset Filters.
    const reset = page.getByRole('button', { name: 'Reset Filters' });
    for (let i = 0; i < 6 && !(await reset.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(reset).toBeFocused();
    await page.keyboard.press('Enter');
    // The button is gone with the empty list: focus must not fall back to the top of the page.
    await expect(search).toBeFocused();
    await expect(search).toHaveValue('');
    await expect(listing.locator('[aria-live="polite"]')).toHaveText(/^Showing 6 of \d+ articles$/);
  });

  test('Tab onto a case link at the side of the growth carousel brings its slide to the centre', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    const region = page.getByRole('region', { name: 'Growth cases' });
    await scrollToAsLinkDoes(region);
    await expect(region).toHaveAttribute('data-ready', 'true');
    const current = region.locator('[data-current="true"]');
    await region.focus();
    await page.keyboard.press('Tab');
    await expect(region.getByRole('link', { name: 'Read the CloudPeak Analytics case study' })).toBeFocused();
    await expect(current).toHaveAttribute('aria-label', '1 of 4');
    // The next slide's link sits half off screen: focusing it must show its slide, as the counter says.
    for (const [company, label] of [['Vaultline Security', '2 of 4'], ['MediBridge Health', '3 of 4'], ['OrbitStack', '4 of 4']] as const) {
      await page.keyboard.press('Tab');
      const link = region.getByRole('link', { name: `Read the ${company} case study` });
      await expect(link).toBeFocused();
      await expect(current).toHaveAttribute('aria-label', label);
      await expect.poll(() => centredSlide(page)).toBe(label);
      await expect(link).toBeInViewport({ ratio: 1 });
      await expect(region.getByText(`Slide ${label}: ${company}`)).toBeAttached();
    }
    // Back to the first link the short way, then Next from the buttons moves on from there.
    for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+Tab');
    await expect(current).toHaveAttribute('aria-label', '1 of 4');
    await expect.poll(() => centredSlide(page)).toBe('1 of 4');
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    await expect(region.getByRole('button', { name: 'Next slide' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(current).toHaveAttribute('aria-label', '1 of 4');
  });
});

test.describe('blog search and Back', () => {
  test('Back from a search typed into the blog returns to the whole list, not to the page before the blog', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await page.goto('/blog');
    await waitForApp(page);
    const cards = page.locator('main li article');
    const search = page.getByRole('search').getByLabel('Search articles');
    await search.fill('cold');
    await search.press('End');
    await search.pressSequentially('er');
    await expect(page).toHaveURL(/\/blog\?q=colder$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(search).toHaveValue('');
    await expect(cards).toHaveCount(6);
  });
});

test.describe('unknown blog category', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });
  test('shows the not-found page', async ({ page }) => {
    await page.goto('/blog/category/not-a-topic');
    await waitForApp(page);
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
  });
});

test.describe('reduced motion', () => {
  test.use({ viewport: DESKTOP });
  test('carousel moves without animation', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await waitForApp(page);
    const region = page.getByRole('region', { name: 'Growth cases' });
    await region.scrollIntoViewIfNeeded();
    await expect(region).toHaveAttribute('data-ready', 'true');
    await expect.poll(() => centredSlide(page)).toBe('1 of 4');
    // Every frame from the press on, how far the nearest slide is from the centre: an animation
    // passes through positions between two slides; a move without one jumps. (Counting frames
    // instead would depend on how busy the machine is.)
    const offsets = page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const region = document.querySelector('[aria-roledescription="carousel"]')!;
          const seen: number[] = [];
          const sample = () => {
            const track = region.querySelector('.keen-slider')!.getBoundingClientRect();
            const mid = track.left + track.width / 2;
            const slides = [...region.querySelectorAll('[aria-roledescription="slide"]')].map((s) => s.getBoundingClientRect());
            seen.push(Math.min(...slides.map((r) => Math.abs(r.left + r.width / 2 - mid))));
            if (seen.length < 60) requestAnimationFrame(sample);
            else resolve(seen);
          };
          requestAnimationFrame(sample);
        }),
    );
    await region.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => centredSlide(page)).toBe('2 of 4');
    expect((await offsets).filter((d) => d >= 4), 'frames showing a slide between two positions').toEqual([]);
  });
});

test.describe('deferred hydration', () => {
  test.use({ viewport: MOBILE });
  test('home loads the code of its lower sections only when the visitor scrolls near them, and they then work', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto('/');
    await waitForApp(page);
    // The prerendered sections are all there from the start.
    await expect(page.getByRole('form', { name: 'Contact form' })).toBeAttached();
    await page.waitForTimeout(1000);
    // Their code, that is: a stylesheet of theirs may come with the page's own (inline, or added once
    // painted: scripts/inline-css.ts), so the prerendered section looks right before its code arrives.
    expect(requested.filter((p) => /\/assets\/(GrowthCarousel|Testimonials|HomeContact)-[\w-]+\.js$/.test(p))).toEqual([]);

    await page.locator('#testimonials').scrollIntoViewIfNeeded();
    await expect.poll(() => requested.some((p) => p.includes('/assets/Testimonials-'))).toBe(true);
    await expect(page.locator('#testimonials [data-ready]')).toHaveAttribute('data-ready', 'true');
    await page.getByRole('button', { name: 'Show testimonial 2' }).click();
    await expect(page.getByRole('button', { name: 'Show testimonial 2' })).toHaveAttribute('aria-current', 'true');
  });

  test('home opened from another page holds a screen for each lower section while its code loads, then shows it', async ({ page }) => {
    const release = await holdRequests(page, /\/assets\/(GrowthCarousel|Testimonials|HomeContact)-[\w-]+\.js$/);
    await page.goto('/about');
    await waitForApp(page);
    await page.getByRole('link', { name: 'Northstar Growth home' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Accelerate');
    // Rendered by the app, not prerendered: the three sections wait for their code in place.
    const holding = page.locator('[data-defer] > .min-h-screen');
    await expect(holding).toHaveCount(3);
    const footer = page.locator('footer').last();
    const hero = page.locator('main section').first();
    const gap = async () => (await footer.boundingBox())!.y - ((await hero.boundingBox())!.y + (await hero.boundingBox())!.height);
    expect(await gap(), 'the footer stays below the held sections').toBeGreaterThan(3 * MOBILE.height);
    release();
    await expect(holding).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'Contact form' })).toBeAttached();
  });

  test('a link in a section that has not hydrated yet still navigates inside the app', async ({ page }) => {
    await page.goto('/about');
    await waitForApp(page);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    // The closing banner is far below the fold; keyboard focus alone hydrates it in time.
    const cta = page.locator('main a[href="/get-started"]').last();
    await cta.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/get-started$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Routed by the app, not a full page load.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});

test.describe('scroll reveal', () => {
  test.use({ viewport: DESKTOP });
  test('a section below the fold fades in once it scrolls into view; the hero is never hidden', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    // The innermost block around the first stat (the section body is a reveal too).
    const stats = page.locator('#results .reveal', { hasText: 'Client Retention Rate' }).last();
    // Far below the fold the section is still the prerendered HTML: visible to anyone without JS.
    await expect(stats).not.toHaveAttribute('data-armed');
    // Just below the viewport it hydrates ahead of time and is armed (hidden), waiting to be seen.
    await page.evaluate(() => {
      const top = document.getElementById('results')!.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, top - window.innerHeight - 150);
    });
    await expect(stats).toHaveAttribute('data-armed', '');
    // Hiding an off-screen block is instant: no fade-out runs where nobody can see it.
    expect(await stats.evaluate((el) => [getComputedStyle(el).opacity, el.getAnimations().length])).toEqual(['0', 0]);
    await expect(page.locator('#home-hero-title').locator('xpath=ancestor-or-self::*[@data-armed]')).toHaveCount(0);
    await page.locator('#results').scrollIntoViewIfNeeded();
    await expect(stats).toHaveClass(/is-visible/);
    await expect(stats).not.toHaveAttribute('data-armed');
    // Coming into view fades in, ending fully opaque; the three stats one after another.
    expect(await stats.evaluate((el) => getComputedStyle(el).transitionProperty)).toBe('opacity, transform');
    const statDelays = () => page.locator('#results li > .reveal').evaluateAll((els) => els.map((el) => getComputedStyle(el).transitionDelay));
    await expect.poll(statDelays).toEqual(STAT_DELAYS_MS.map((ms) => `${ms / 1000}s`));
    await expect.poll(() => stats.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  });

  test('with reduced motion nothing waits to be revealed', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await waitForApp(page);
    await page.locator('#results').scrollIntoViewIfNeeded();
    await expect(page.locator('#results .reveal').first()).toHaveClass(/is-visible/);
    await expect(page.locator('.reveal[data-armed]')).toHaveCount(0);
  });
});
