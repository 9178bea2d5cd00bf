import { useEffect, useMemo } from 'react';
import { lazyRetry } from '../../ui/lazyRetry';
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { BrandLogo } from '../../ui/BrandLogo';
import { ButtonLink } from '../../ui/Button';
import { cx } from '../../ui/cx';
import { Icon } from '../../ui/Icon';
import { HydrateOnUse } from '../../ui/DeferHydration';
import { InstallButton } from '../../pwa/InstallButton';
import { SearchButton, SearchDialogHost } from '../search/SearchControl';
import { compact, updateScroll } from '../state/header';
import { getStarted, headerLinks, megaPanelId, menuGroups, MOBILE_MENU_ID, MORE_PANEL_ID } from './navigation';

// The menus' panels are prerendered with the page and opened by the browser (HTML popovers), so
// the closed header needs no code for them: their code loads and hydrates on the first input.
const HeaderMenus = lazyRetry(() => import('./HeaderMenus'));

/**
 * A header menu trigger: a plain `popovertarget` button, so the browser opens and closes its
 * panel from the first paint, one at a time, with Escape and a click outside. HeaderMenus keeps
 * `aria-expanded` in step once it has loaded (before that the browser exposes the state itself).
 */
function MenuTrigger({ label, panelId, className }: { label: string; panelId: string; className?: string }) {
  return (
    <button type="button" popoverTarget={panelId} aria-controls={panelId} className={cx('menu-trigger nav-trigger', className)}>
      {label}
      {/* Below 1024 px the bar is full: the chevrons give their room to the labels. */}
      <Icon name="i-lucide-chevron-down" className="menu-chevron hidden h-4 w-4 transition-transform lg:inline-block" />
    </button>
  );
}

/** Opens the mobile menu (a popover invoker like the triggers). Its icon follows the menu (CSS). */
function MobileMenuToggle() {
  return (
    <button
      type="button"
      popoverTarget={MOBILE_MENU_ID}
      aria-controls={MOBILE_MENU_ID}
      aria-label="Open menu"
      data-dialog-return=""
      className="menu-toggle focus-ring inline-flex h-11 w-11 items-center justify-center rounded-lg border border-slate-300 bg-white text-ink cursor-pointer md:hidden"
    >
      <Icon name="i-lucide-menu" className="menu-toggle-open h-6 w-6" />
      <Icon name="i-lucide-x" className="menu-toggle-close h-6 w-6" />
    </button>
  );
}

/**
 * Fixed site header: transparent at the top, compact and frosted once scrolled past 10 px. Until the
 * app runs, public/head.js marks <html data-scrolled> at the same 10 px and the pre-app-* shortcuts
 * (uno.config.ts) give the bar the same look, so a page opened scrolled never shows a transparent bar.
 */
export function Header() {
  useSignals();
  useEffect(() => {
    const onScroll = () => updateScroll(window.scrollY);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  // The same element on every render (the header re-renders as it turns compact): a boundary
  // still waiting to hydrate must not receive an update.
  const menus = useMemo(
    () => (
      <HydrateOnUse inUse={(el) => el.querySelector(':popover-open') !== null}>
        <HeaderMenus />
      </HydrateOnUse>
    ),
    [],
  );

  const isCompact = compact.value;
  return (
    <header
      data-compact={isCompact ? 'true' : 'false'}
      className={cx(
        'fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow,height] duration-200',
        isCompact ? 'bar-compact' : 'bg-transparent pre-app-compact',
      )}
    >
      {/* Hidden unless focused: `focus:not-sr-only` came after (and undid) the padding and position. */}
      <a href="#main" className="focus-ring not-focus:sr-only absolute left-4 top-4 z-60 rounded-lg bg-white px-4 py-2 text-ink shadow">
        Skip to content
      </a>
      <div className={cx('container-page flex items-center justify-between gap-2 lg:gap-3 transition-[height] duration-200 2xl:max-w-[96rem]', isCompact ? 'h-18' : 'h-24 pre-app-h-18')}>
        {/* Between 768 and 1535 px the bar needs the room: the mark alone links home. */}
        <BrandLogo wordmarkClass="md:hidden 2xl:inline" />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="m-0 flex list-none items-center gap-0.5 p-0">
            {menuGroups.map((menu) => (
              <li key={menu.id}>
                <MenuTrigger label={menu.label} panelId={megaPanelId(menu.id)} />
              </li>
            ))}
            {headerLinks.map((link) => (
              // From 1280 px in the bar; narrower, the same links sit at the top of "More".
              <li key={link.href} className="hidden xl:block">
                <Link href={link.href} className="nav-link">
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <MenuTrigger label="More" panelId={MORE_PANEL_ID} className="more-trigger" />
            </li>
          </ul>
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <SearchButton />
          {/* Only where the nav leaves room; the footer and the mobile menu offer it too. */}
          <InstallButton className="hidden 2xl:inline-flex" />
          <ButtonLink href={getStarted.href} size="sm">
            {getStarted.label}
          </ButtonLink>
        </div>
        <MobileMenuToggle />
      </div>
      {menus}
      <SearchDialogHost />
    </header>
  );
}
