import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { articles } from '../../src/content/articles';
import { caseStudies } from '../../src/content/caseStudies';
import { testimonials } from '../../src/content/testimonials';
import { routes } from '../../src/routes';
import BlogPage from '../../src/site/pages/BlogPage';
import BlogCategoryPage from '../../src/site/pages/BlogCategoryPage';
import CaseStudiesPage from '../../src/site/pages/CaseStudiesPage';
import HomePage from '../../src/site/pages/HomePage';
import { resetBlogFilters } from '../../src/site/state/blogFilters';
import { testimonialIndex } from '../../src/site/state/testimonials';
import { Testimonials } from '../../src/site/home/Testimonials';
import { renderAt } from '../render';

const route = (path: string) => routes.find((r) => r.path === path)!;

afterEach(() => {
  resetBlogFilters();
  testimonialIndex.value = 0;
});

describe('Home page', () => {
  it('renders hero, services, results, growth cases, testimonials and contact in order', async () => {
    renderAt(<HomePage route={route('/')} />);
    // Testimonials and contact come from a lazily loaded chunk.
    await screen.findByRole('heading', { name: 'What Our Clients Say' }, { timeout: 5000 });
    // Each lower section is its own chunk; on a busy machine they arrive one by one.
    await screen.findByRole('heading', { name: 'Let’s Talk About Your Pipeline' }, { timeout: 5000 });
    await screen.findByRole('heading', { name: 'Pipelines We Helped Build' }, { timeout: 5000 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Accelerate Your B2B Growth');
    const h2 = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(h2).toEqual([
      'Sophisticated B2B Lead Generation Solutions',
      'Measurable Growth for Your Business',
      'Pipelines We Helped Build',
      'What Our Clients Say',
      'Let’s Talk About Your Pipeline',
    ]);
    expect(screen.getAllByRole('button', { name: 'Learn More' })).toHaveLength(4);
    expect(screen.getByRole('link', { name: /View Case Studies/ }).getAttribute('href')).toBe('/case-studies');
    expect(screen.getByRole('button', { name: /Start Growing/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Watch Demo/ })).toBeTruthy();
    const carousel = screen.getByRole('region', { name: 'Growth cases' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = within(carousel).getAllByRole('group');
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 4', '2 of 4', '3 of 4', '4 of 4']);
  }, 20_000);
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

  it('shows six cards, filters by category and search, and resets', () => {
    renderAt(<BlogPage route={route('/blog')} />);
    expect(cards()).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Email Marketing' }));
    expect(screen.getByRole('button', { name: 'Email Marketing' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false');
    expect(cards()).toHaveLength(articles.filter((a) => a.category === 'email-marketing').length);
    const search = screen.getByRole('searchbox', { name: 'Search articles' });
    fireEvent.change(search, { target: { value: 'DELIVERABILITY' } });
    expect(cards()).toHaveLength(1);
    fireEvent.change(search, { target: { value: 'no such words here' } });
    expect(cards()).toHaveLength(0);
    expect(screen.getByText('No articles found matching your criteria.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Reset Filters/ }));
    expect((search as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    expect(cards()).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Load More Articles' })).toBeTruthy();
  });

  it('keeps typed markup as text', () => {
    const { container } = renderAt(<BlogPage route={route('/blog')} />);
    const before = container.querySelectorAll('img').length;
    const search = screen.getByLabelText('Search articles');
    fireEvent.change(search, { target: { value: '<img src=x onerror=alert(1)>' } });
    expect((search as HTMLInputElement).value).toBe('<img src=x onerror=alert(1)>');
    expect(container.querySelectorAll('img[src="x"]')).toHaveLength(0);
    expect(container.querySelectorAll('img').length).toBeLessThan(before);
    expect(screen.getByText('No articles found matching your criteria.')).toBeTruthy();
  });

  it('category pages list only their topic', () => {
    renderAt(<BlogCategoryPage route={route('/blog/category/how-to')} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('How-To Guides');
    const titles = cards().map((c) => within(c).getByRole('heading').textContent);
    expect(titles).toEqual(articles.filter((a) => a.topic === 'how-to').map((a) => a.title));
  });
});

describe('Case studies page', () => {
  it('starts at all with six cards; each filter shows exactly its cards', () => {
    renderAt(<CaseStudiesPage route={route('/case-studies')} />);
    const list = screen.getByRole('region', { name: 'More Client Results' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'SaaS' }));
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.dataset.category)).toEqual(caseStudies.filter((c) => c.category === 'saas').map(() => 'saas'));
    expect(screen.getByRole('button', { name: 'SaaS' }).getAttribute('aria-pressed')).toBe('true');
  });
});
