import { useRef } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { ButtonLink } from '../../ui/Button';
import { cx } from '../../ui/cx';
import { Icon } from '../../ui/Icon';
import { InstallButton } from '../../pwa/InstallButton';
import { useHydrated } from '../../ui/useHydrated';
import { SearchControl } from '../search/SearchControl';
import { mobileBlogOpen, mobileMenuOpen, mobileMenuShown, toggleMobileBlog, toggleMobileMenu } from '../state/header';
import { getStarted, mobileBlogGroup, mobileLinks } from './navigation';
import { usePopover } from './usePopover';

export const MOBILE_MENU_MAX_HEIGHT = 600;

/** Opens the mobile menu; a popover invoker, so it works from the first paint. */
export function MobileMenuToggle() {
  useSignals();
  const hydrated = useHydrated();
  const open = mobileMenuOpen.value;
  return (
    <button
      type="button"
      popoverTarget="mobile-menu"
      aria-expanded={hydrated ? open : undefined}
      aria-controls="mobile-menu"
      aria-label={open ? 'Close menu' : 'Open menu'}
      data-dialog-return=""
      onClick={(event) => {
        event.preventDefault();
        toggleMobileMenu();
      }}
      className="menu-toggle focus-ring inline-flex h-11 w-11 items-center justify-center rounded-lg border border-slate-300 bg-white text-ink cursor-pointer md:hidden"
    >
      {/* Which icon shows follows the menu itself (CSS), so it is right before hydration too. */}
      <Icon name="i-lucide-menu" className="menu-toggle-open h-6 w-6" />
      <Icon name="i-lucide-x" className="menu-toggle-close h-6 w-6" />
    </button>
  );
}

const itemClass = 'mobile-item';

/** The menu under the header bar on screens narrower than 768 px (an auto popover). */
export function MobileMenu() {
  useSignals();
  const ref = useRef<HTMLDivElement>(null);
  const open = mobileMenuOpen.value;
  const blogOpen = mobileBlogOpen.value;
  usePopover(ref, open, mobileMenuShown);

  return (
    <div
      ref={ref}
      id="mobile-menu"
      popover="auto"
      data-open={open ? 'true' : 'false'}
      // Max height 600 px (SPEC) as a class: prerendered style="" attributes would break the CSP's style hashes.
      className="header-popover mobile-menu max-h-[600px] overflow-y-auto border-t border-slate-200 bg-white text-ink shadow-lg md:hidden"
    >
      <nav aria-label="Mobile" className="container-page py-3">
        <div className="pb-2">
          <SearchControl variant="menu" />
        </div>
        <ul className="m-0 list-none space-y-1 p-0">
          {mobileLinks.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={itemClass}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" aria-expanded={blogOpen} aria-controls="mobile-blog" onClick={toggleMobileBlog} className={cx(itemClass, 'cursor-pointer border-0 bg-transparent text-left')}>
              {mobileBlogGroup.label}
              <Icon name="i-lucide-chevron-down" className={cx('h-5 w-5 transition-transform', blogOpen && 'rotate-180')} />
            </button>
            <ul id="mobile-blog" hidden={!blogOpen} className="m-0 list-none space-y-1 py-1 pl-4">
              {mobileBlogGroup.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={cx(itemClass, 'font-medium text-slate-700')}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        </ul>
        <div className="mt-3 grid gap-2 pb-2">
          <ButtonLink href={getStarted.href} className="w-full">
            {getStarted.label}
          </ButtonLink>
          <InstallButton className="w-full" />
        </div>
      </nav>
    </div>
  );
}
