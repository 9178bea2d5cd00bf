import { describe, expect, it } from 'vitest';
import { routes } from '../../src/routes';
import { builtFile, dist, parse, readBuilt } from './pages';

// SPEC.md's exact copy as the prerendered pages hold it: what a visitor sees at first paint,
// and all a reader without JavaScript ever gets (the e2e tests check the running app).

const page = (path: string) => parse(readBuilt(path === '/404' ? `${dist}/404.html` : builtFile(path)));
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const texts = (root: ParentNode, selector: string) => [...root.querySelectorAll(selector)].map(text);
const hrefOf = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('a')].find((a) => text(a) === name)?.getAttribute('href');

describe('header and footer of every marketing page', () => {
  const site = [...routes.filter((r) => r.kind === 'site').map((r) => r.path), '/404'];

  it.each(site)('%s', (path) => {
    const doc = page(path);
    const header = doc.querySelector('header')!;
    const main = header.querySelector('nav[aria-label="Main"]')!;
    expect(texts(main, 'button[popovertarget^="mega-"]')).toEqual(['Web Development', 'Lead Generation', 'Business Development']);
    for (const [name, href] of [['Case Studies', '/case-studies'], ['About Us', '/about'], ['Contact', '/contact']]) expect(hrefOf(main, name!)).toBe(href);
    expect(hrefOf(header, 'Get Started')).toBe('/get-started');
    // The panels are in the page (popovers), each with its tagline, proposal link and close button.
    const panels = [...doc.querySelectorAll('[data-testid="mega-panel"]')];
    expect(panels.map((p) => text(p.querySelector('p')))).toEqual([
      'Choose digital solutions for your business',
      'Generate quality leads that convert',
      'Accelerate your business growth',
    ]);
    for (const p of panels) {
      expect(hrefOf(p, 'Get a proposal →')).toBe('/get-started');
      expect(texts(p, 'button')).toContain('Close');
    }

    const footer = doc.querySelector('footer')!;
    expect(footer.querySelector('a[href="/"][aria-label="Northstar Growth home"]')).not.toBeNull();
    expect(texts(footer, 'nav > h2')).toEqual(['Company', 'Services', 'Resources', 'Legal']);
    expect(footer.querySelector('input[type="email"]')).not.toBeNull();
    expect(texts(footer, 'button')).toContain('Subscribe');
    expect(text(footer)).toContain(`© ${new Date().getFullYear()} Northstar Growth`);
  });
});

describe('home', () => {
  const doc = page('/');
  const main = doc.querySelector('main')!;

  it('hero copy and calls to action', () => {
    expect(text(main.querySelector('h1'))).toBe('Accelerate Your B2B Growth');
    for (const s of ['Next-Gen Lead Generation', 'Trusted by 500+ companies worldwide']) expect(texts(main, 'p')).toContain(s);
    expect(hrefOf(main, 'Start Growing')).toBe('/get-started');
    expect(texts(main, 'button')).toContain('Watch Demo');
  });

  it('sections in SPEC order: services, results, growth cases, testimonials, contact', () => {
    expect(texts(main, 'h2')).toEqual([
      'Sophisticated B2B Lead Generation Solutions',
      'Measurable Growth for Your Business',
      'Pipelines We Helped Build',
      'What Our Clients Say',
      'Let’s Talk About Your Pipeline',
    ]);
    expect(texts(main, 'p')).toContain('Our Services');
  });

  it('four service cards with Learn More, three results, View Case Studies', () => {
    const services = main.querySelector('h2')!.closest('section')!;
    expect(texts(services, 'h3')).toEqual(['Lead Generation', 'Sales Development', 'Email Marketing', 'Account-Based Marketing']);
    expect(texts(services, 'a').filter((t) => t.startsWith('Learn More'))).toHaveLength(4);
    const results = main.querySelector('#results')!;
    expect(texts(results, 'li .reveal > p:nth-child(-n+2)')).toEqual([
      '97%', 'Client Retention Rate', '12K+', 'Qualified Leads Generated', '68%', 'Average Pipeline Growth',
    ]);
    expect(hrefOf(results, 'View Case Studies')).toBe('/case-studies');
  });

  it('four growth cases, three testimonial dots and the four contact fields', () => {
    expect(main.querySelectorAll('[aria-roledescription="carousel"] [aria-roledescription="slide"]')).toHaveLength(4);
    expect(main.querySelectorAll('#testimonials button[aria-label^="Show testimonial"]')).toHaveLength(3);
    const form = main.querySelector('form[aria-label="Contact form"]')!;
    const labels = [...form.querySelectorAll('input[required], textarea[required]')].map((f) => text(form.querySelector(`label[for="${f.id}"]`)).replace(/\s*\*$/, ''));
    expect(labels).toEqual(['Full Name', 'Email Address', 'Company Name', 'How Can We Help?']);
  });
});

describe('not-found page', () => {
  it('shows 404, Oops! Page not found and a Return to Home link', () => {
    const main = page('/404').querySelector('main')!;
    expect(text(main.querySelector('h1'))).toBe('404');
    expect(texts(main, 'p')).toContain('Oops! Page not found');
    expect(hrefOf(main, 'Return to Home')).toBe('/');
  });
});

describe('dashboard', () => {
  it('overview: the four figures, the three chart tabs, View Site, Admin User and Exit', () => {
    const doc = page('/dashboard');
    const cards = [...doc.querySelector('#overview-figures')!.closest('section')!.querySelectorAll('li')];
    expect(cards.map((li) => texts(li, 'p'))).toEqual([
      ['Total Visitors', '2,350', expect.any(String)],
      ['New Leads', '124', expect.any(String)],
      ['Published Posts', '38', expect.any(String)],
      ['Inquiries', '27', '5 unread'],
    ]);
    expect(texts(doc, '[role="tab"]')).toEqual(['Overview', 'Analytics', 'Reports']);
    expect(hrefOf(doc, 'View Site')).toBe('/');
    expect(hrefOf(doc, 'Exit')).toBe('/');
    expect(text(doc.body)).toContain('Admin User');
  });
});
