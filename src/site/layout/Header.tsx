import { useEffect, type FocusEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { BrandLogo } from '../../ui/BrandLogo';
import { ButtonLink } from '../../ui/Button';
import { cx } from '../../ui/cx';
import { Icon } from '../../ui/Icon';
import { InstallButton } from '../../pwa/InstallButton';
import { useHydrated } from '../../ui/useHydrated';
import { SearchControl, SearchDialogHost } from '../search/SearchControl';
import { closeMegaMenu, compact, openMegaMenu, toggleMegaMenu, updateScroll, type HeaderMenuId } from '../state/header';
import { MegaMenuPanel } from './MegaMenuPanel';
import { MobileMenu, MobileMenuToggle } from './MobileMenu';
import { MoreMenuPanel } from './MoreMenu';
import { getStarted, headerLinks, megaMenus } from './navigation';


/**
 * A header menu trigger. `popovertarget` makes it work from the first paint (the browser opens
 * the panel); once React runs, clicks go through the header state instead.
 */
function MenuTrigger({ id, label, panelId, className }: { id: HeaderMenuId; label: string; panelId: string; className?: string }) {
  useSignals();
  const hydrated = useHydrated();
  const open = openMegaMenu.value === id;
  return (
    <button
      type="button"
      popoverTarget={panelId}
      data-mega-trigger={id}
      // Before hydration the browser reports the popover's state itself.
      aria-expanded={hydrated ? open : undefined}
      aria-controls={panelId}
      onClick={(event) => {
        event.preventDefault();
        toggleMegaMenu(id);
      }}
      className={cx('menu-trigger nav-trigger', className)}
    >
      {label}
      {/* Below 1024 px the bar is full: the chevrons give their room to the labels. */}
      <Icon name="i-lucide-chevron-down" className="menu-chevron hidden h-4 w-4 transition-transform lg:inline-block" />
    </button>
  );
}

/** Tabbing out of a trigger and its panel closes the panel (a click outside already does). */
function closeOnFocusLeave(id: HeaderMenuId) {
  return (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next) && openMegaMenu.peek() === id) closeMegaMenu();
  };
}

/** Fixed site header: transparent at the top, compact and frosted once scrolled past 10 px. */
export function Header() {
  useSignals();
  useEffect(() => {
    const onScroll = () => updateScroll(window.scrollY);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const isCompact = compact.value;
  return (
    <header
      data-compact={isCompact ? 'true' : 'false'}
      className={cx(
        'fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow,height] duration-200',
        isCompact ? 'bg-white/85 shadow-sm backdrop-blur-md' : 'bg-transparent',
      )}
    >
      <a href="#main" className="focus-ring sr-only focus:(not-sr-only absolute left-4 top-4 z-60 rounded-lg bg-white px-4 py-2 text-ink shadow)">
        Skip to content
      </a>
      <div className={cx('container-page flex items-center justify-between gap-2 lg:gap-3 transition-[height] duration-200 2xl:max-w-[96rem]', isCompact ? 'h-18' : 'h-24')}>
        {/* Between 768 and 1535 px the bar needs the room: the mark alone links home. */}
        <BrandLogo wordmarkClass="md:hidden 2xl:inline" />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="m-0 flex list-none items-center gap-0.5 p-0">
            {megaMenus.map((menu) => (
              <li key={menu.id} onBlur={closeOnFocusLeave(menu.id)}>
                <MenuTrigger id={menu.id} label={menu.label} panelId={`mega-${menu.id}`} />
                <MegaMenuPanel menu={menu} />
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
            <li onBlur={closeOnFocusLeave('more')}>
              <MenuTrigger id="more" label="More" panelId="header-more" className="more-trigger" />
              <MoreMenuPanel />
            </li>
          </ul>
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <SearchControl variant="bar" />
          <InstallButton className="hidden 2xl:inline-flex" />
          <ButtonLink href={getStarted.href} size="sm">
            {getStarted.label}
          </ButtonLink>
        </div>
        <MobileMenuToggle />
      </div>
      <MobileMenu />
      <SearchDialogHost />
    </header>
  );
}
