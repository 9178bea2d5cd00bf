import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Header } from '../../src/site/layout/Header';
import { megaMenus } from '../../src/site/layout/menuLinks';
import { updateScroll } from '../../src/site/state/header';
import { resolveRoute } from '../../src/routes';
import { renderAt } from '../render';

beforeEach(() => updateScroll(0));

const trigger = (name: string) => screen.getByRole('button', { name });

/** Renders the header and waits for its menus' code (lazy), which marks the triggers collapsed. */
async function renderHeader() {
  renderAt(<Header />);
  await waitFor(() => expect(trigger('Web Development')).toHaveProperty('ariaExpanded', 'false'));
}

describe('Header', () => {
  it('is transparent at the top and compact once the page scrolls past 10 px', () => {
    renderAt(<Header />);
    const header = screen.getByRole('banner');
    expect(header.dataset.compact).toBe('false');
    act(() => {
      window.scrollY = 50;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header.dataset.compact).toBe('true');
    expect(header.className).toContain('bar-compact'); // uno.config.ts: frosted, with a shadow (e2e checks the blur)
    act(() => {
      window.scrollY = 0;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header.dataset.compact).toBe('false');
  });

  it('has the three mega-menu triggers, the plain links and Get Started', async () => {
    await renderHeader();
    for (const name of ['Web Development', 'Lead Generation', 'Business Development']) {
      expect(trigger(name)).toHaveProperty('ariaExpanded', 'false');
    }
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Case Studies' }).getAttribute('href')).toBe('/case-studies');
    expect(within(nav).getByRole('link', { name: 'About Us' }).getAttribute('href')).toBe('/about');
    expect(within(nav).getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/contact');
    expect(screen.getAllByRole('link', { name: 'Get Started' })[0]!.getAttribute('href')).toBe('/get-started');
  });

  it('opens a panel with its tagline, proposal link, close button and links; one at a time', async () => {
    await renderHeader();
    fireEvent.click(trigger('Lead Generation'));
    const panel = await screen.findByRole('region', { name: 'Lead Generation menu' });
    expect(trigger('Lead Generation')).toHaveProperty('ariaExpanded', 'true');
    expect(within(panel).getByText('Generate quality leads that convert')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Get a proposal →' }).getAttribute('href')).toBe('/get-started');
    const labels = within(panel).getAllByRole('link').map((a) => a.textContent);
    for (const name of ['Cold Calling', 'Cold Email', 'In-house Call Agents', 'Lead Nurturing', 'Sales Enablement', 'Data Sourcing']) {
      expect(labels.some((l) => l?.startsWith(name))).toBe(true);
    }

    fireEvent.click(trigger('Business Development'));
    const business = await screen.findByRole('region', { name: 'Business Development menu' });
    expect(screen.queryByRole('region', { name: 'Lead Generation menu' })).toBeNull();
    expect(within(business).getByText('Accelerate your business growth')).toBeTruthy();

    fireEvent.click(within(business).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Business Development menu' })).toBeNull();
  });

  it('closes the open panel when its trigger is clicked again', async () => {
    await renderHeader();
    fireEvent.click(trigger('Web Development'));
    await screen.findByRole('region', { name: 'Web Development menu' });
    fireEvent.click(trigger('Web Development'));
    expect(screen.queryByRole('region', { name: 'Web Development menu' })).toBeNull();
    expect(trigger('Web Development')).toHaveProperty('ariaExpanded', 'false');
  });

  it('closes the open panel when the mobile menu opens', async () => {
    await renderHeader();
    fireEvent.click(trigger('Web Development'));
    await screen.findByRole('region', { name: 'Web Development menu' });
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.queryByRole('region', { name: 'Web Development menu' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveProperty('ariaExpanded', 'true');
  });

  it('mobile menu shows the blog group with its three categories, folded again when the menu closes', async () => {
    await renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    const blog = within(menu).getByRole('button', { name: 'Blog' });
    expect(blog).toHaveProperty('ariaExpanded', 'false');
    fireEvent.click(blog);
    expect(blog).toHaveProperty('ariaExpanded', 'true');
    const hrefs = ['Industry Insights', 'How-To Guides', 'Success Stories'].map((name) => within(menu).getByRole('link', { name }).getAttribute('href'));
    expect(hrefs).toEqual(['/blog/category/industry-insights', '/blog/category/how-to', '/blog/category/case-studies']);

    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('button', { name: 'Blog' })).toHaveProperty('ariaExpanded', 'false');
  });
});

describe('navigation data', () => {
  it('every mega-menu link reaches a real page; SPEC\'s panels, labels and taglines', () => {
    for (const menu of megaMenus) {
      for (const link of menu.links) expect(resolveRoute(link.href).type, link.href).toBe('page');
    }
    const labels = (id: string) => megaMenus.find((m) => m.id === id)!.links.map((l) => l.label);
    expect(labels('lead')).toEqual(['Cold Calling', 'Cold Email', 'In-house Call Agents', 'Lead Nurturing', 'Sales Enablement', 'Data Sourcing']);
    const web = megaMenus.find((m) => m.id === 'web')!.links.map((l) => l.href);
    for (const slug of ['web-development', 'ecommerce', 'brand-development', 'digital-marketing', 'social-media']) expect(web).toContain(`/services/${slug}`);
    expect(megaMenus.map((m) => [m.label, m.tagline])).toEqual([
      ['Web Development', 'Choose digital solutions for your business'],
      ['Lead Generation', 'Generate quality leads that convert'],
      ['Business Development', 'Accelerate your business growth'],
    ]);
    const business = megaMenus.find((m) => m.id === 'business')!;
    expect(business.links.map((l) => [l.label, l.href])).toEqual([
      ["CEO's Executive Assistant", '/services/virtual-pa'],
      ['In-House Calling Agents', '/services/calling-agents'],
      ['CEO Services', '/services/ceo-services'],
    ]);
  });
});
