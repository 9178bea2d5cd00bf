import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../../src/content/articles';
import { caseStudies } from '../../src/content/caseStudies';
import { homeServices } from '../../src/content/homeServices';
import { testimonials } from '../../src/content/testimonials';
import { routes } from '../../src/routes';
import BlogPage from '../../src/site/pages/BlogPage';
import BlogCategoryPage from '../../src/site/pages/BlogCategoryPage';
import CaseStudiesPage from '../../src/site/pages/CaseStudiesPage';
import HomePage from '../../src/site/pages/HomePage';
import { testimonialIndex } from '../../src/site/state/testimonials';
import { Testimonials } from '../../src/site/home/Testimonials';
import { renderAt } from '../render';

const route = (path: string) => routes.find((r) => r.path === path)!;

afterEach(() => {
  testimonialIndex.value = 0;
});

// The parts these pages load lazily, imported once up front: in the whole suite on 2 shared cores
// the first import of each (transformed on demand) could outlast any wait inside a test.
beforeAll(async () => {
  await Promise.all([
    import('../../src/site/home/GrowthCarousel'),
    import('../../src/site/home/HomeContact'),
    import('../../src/site/components/BlogListing'),
    import('../../src/site/components/NewsletterBox'),
    import('../../src/content/articles'),
  ]);
}, 60_000);

describe('Home page', () => {
  it('renders hero, services, results, growth cases, testimonials and contact in order', async () => {
    renderAt(<HomePage route={route('/')} />);
    // Testimonials and contact come from lazily loaded chunks; on a busy machine (the whole suite on
    // 2 shared cores) each can take over 5 s to transform and import.
    await screen.findByRole('heading', { name: 'What Our Clients Say' }, { timeout: 10_000 });
    // Each lower section is its own chunk; on a busy machine they arrive one by one.
    await screen.findByRole('heading', { name: 'Let’s Talk About Your Pipeline' }, { timeout: 10_000 });
    await screen.findByRole('heading', { name: 'Pipelines We Helped Build' }, { timeout: 10_000 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Accelerate Your B2B Growth');
    const h2 = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(h2).toEqual([
      'Sophisticated B2B Lead Generation Solutions',
      'Measurable Growth for Your Business',
      'Pipelines We Helped Build',
      'What Our Clients Say',
      'Let’s Talk About Your Pipeline',
    ]);
    expect(screen.getAllByRole('link', { name: /^Learn More\s*about / }).map((a) => a.getAttribute('href'))).toEqual(homeServices.map((s) => s.href));
    expect(screen.getByRole('link', { name: /View Case Studies/ }).getAttribute('href')).toBe('/case-studies');
    expect(screen.getByRole('link', { name: /Start Growing/ }).getAttribute('href')).toBe('/get-started');
    expect(screen.getByRole('button', { name: /Watch Demo/ })).toBeTruthy();
    const carousel = screen.getByRole('region', { name: 'Growth cases' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = within(carousel).getAllByRole('group');
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 4', '2 of 4', '3 of 4', '4 of 4']);
  }, 40_000);
});

describe('Testimonials', () => {
  it('dots jump, arrows wrap, and the active dot is marked', () => {
    renderAt(<Testimonials />);
    const quote = () => screen.getByRole('figure').querySelector('blockquote')!.textContent;
    expect(quote()).toContain(testimonials[0]!.quote);
    expect(screen.getByRole('button', { name: 'Show testimonial 1' }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Show testimonial 3' }));
    expect(quote()).toContain(testimonials[2]!.quote);
    expect(screen.getByRole('button', { name: 'Show testimonial 3' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Show testimonial 1' }).hasAttribute('aria-current')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(quote()).toContain(testimonials[0]!.quote);
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(quote()).toContain(testimonials[2]!.quote);
  });
});

describe('Blog listing', () => {
  const cards = () => screen.queryAllByRole('article').filter((a) => a.closest('li'));

  // The listing is a lazily loaded section: each test waits for it.
  const listing = () => screen.findByRole('searchbox', { name: 'Search articles' }, { timeout: 10_000 });

  it('shows six cards, filters by category and search in the URL, and resets', async () => {
    const { location } = renderAt(<BlogPage route={route('/blog')} />, '/blog');
    await listing();
    expect(cards()).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Email Marketing' }));
    expect(location.history?.at(-1)).toBe('/blog?category=email-marketing');
    expect(screen.getByRole('button', { name: 'Email Marketing' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false');
    expect(cards()).toHaveLength(articles.filter((a) => a.category === 'email-marketing').length);
    const search = screen.getByRole('searchbox', { name: 'Search articles' });
    fireEvent.change(search, { target: { value: 'DELIVERABILITY' } });
    expect(location.history?.at(-1)).toBe('/blog?q=DELIVERABILITY&category=email-marketing');
    expect(cards()).toHaveLength(1);
    fireEvent.change(search, { target: { value: 'no such words here' } });
    expect(cards()).toHaveLength(0);
    expect(screen.getByText('No articles found matching your criteria.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Reset Filters/ }));
    expect(location.history?.at(-1)).toBe('/blog');
    expect((search as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    expect(cards()).toHaveLength(6);
  });

  it('opens a filtered URL filtered', async () => {
    renderAt(<BlogPage route={route('/blog')} />, '/blog?q=cold&category=sales-development');
    await listing();
    expect((screen.getByLabelText('Search articles') as HTMLInputElement).value).toBe('cold');
    expect(screen.getByRole('button', { name: 'Sales Development' }).getAttribute('aria-pressed')).toBe('true');
    expect(cards().map((c) => within(c).getByRole('heading').textContent)).toEqual(['Cold Call Openers That Earn the Next Thirty Seconds']);
  });

  it('Load More Articles adds six cards at a time, then goes away', async () => {
    renderAt(<BlogPage route={route('/blog')} />, '/blog');
    await listing();
    expect(articles.length).toBeGreaterThan(12);
    fireEvent.click(screen.getByRole('button', { name: 'Load More Articles' }));
    expect(cards()).toHaveLength(12);
    expect(document.activeElement?.closest('li')).toBe(cards()[6]!.closest('li'));
    fireEvent.click(screen.getByRole('button', { name: 'Load More Articles' }));
    expect(cards()).toHaveLength(articles.length);
    expect(screen.queryByRole('button', { name: 'Load More Articles' })).toBeNull();
  });

  it('every Read article link opens that article', async () => {
    renderAt(<BlogPage route={route('/blog')} />, '/blog');
    await listing();
    const links = screen.getAllByRole('link', { name: 'Read article' });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/blog/pipeline-math-2025', ...articles.slice(0, 6).map((a) => `/blog/${a.id}`)]);
  });

  it('keeps typed markup as text', async () => {
    const { container } = renderAt(<BlogPage route={route('/blog')} />, '/blog');
    await listing();
    const before = container.querySelectorAll('img').length;
    const search = screen.getByLabelText('Search articles');
    fireEvent.change(search, { target: { value: '<img src=x onerror=alert(1)>' } });
    expect((search as HTMLInputElement).value).toBe('<img src=x onerror=alert(1)>');
    expect(container.querySelectorAll('img[src="x"]')).toHaveLength(0);
    expect(container.querySelectorAll('img').length).toBeLessThan(before);
    expect(screen.getByText('No articles found matching your criteria.')).toBeTruthy();
  });

  it('category pages list only their topic', async () => {
    renderAt(<BlogCategoryPage route={route('/blog/category/how-to')} />, '/blog/category/how-to');
    await listing();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('How-To Guides');
    const titles = cards().map((c) => within(c).getByRole('heading').textContent);
    expect(titles).toEqual(articles.filter((a) => a.topic === 'how-to').map((a) => a.title));
  });
});

describe('Case studies page', () => {
  it('starts at all with six cards; each filter shows exactly its cards', () => {
    const { location } = renderAt(<CaseStudiesPage route={route('/case-studies')} />, '/case-studies');
    const list = screen.getByRole('region', { name: 'More Client Results' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(within(list).getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(caseStudies.map((c) => `/case-studies/${c.id}`));
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'SaaS' }));
    expect(location.history?.at(-1)).toBe('/case-studies?industry=saas');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.dataset.category)).toEqual(caseStudies.filter((c) => c.category === 'saas').map(() => 'saas'));
    expect(screen.getByRole('button', { name: 'SaaS' }).getAttribute('aria-pressed')).toBe('true');
  });
});
