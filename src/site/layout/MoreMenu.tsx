import { Link } from 'wouter';
import { ThemeChoice } from '../../ui/ThemeChoice';
import { moreLinks } from './menuLinks';
import { headerLinks, MORE_PANEL_ID } from './navigation';

/**
 * The header's overflow menu (a popover like the mega-menus): Services, Solutions, Blog and
 * Careers, and below 1280 px also Case Studies, About Us and Contact, which the bar then drops.
 * Then the colour theme (its radios work before this code loads: public/head.js runs them).
 */
export function MoreMenuPanel() {
  return (
    <section id={MORE_PANEL_ID} popover="auto" aria-label="More pages" className="header-popover more-panel rounded-xl border border-slate-200 bg-white p-2 text-ink shadow-xl">
      <ul className="m-0 list-none p-0">
        {/* The bar's own links first, shown here only where the bar drops them. */}
        {[...headerLinks, ...moreLinks].map((link, i) => (
          <li key={link.href} className={i < headerLinks.length ? 'xl:hidden' : undefined}>
            <Link href={link.href} className="menu-link">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-2 border-t border-slate-200 px-3 pb-1 pt-3">
        <ThemeChoice name="theme-more" vertical />
      </div>
    </section>
  );
}
