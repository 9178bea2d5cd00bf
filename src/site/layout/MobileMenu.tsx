import { useEffect } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { ButtonLink } from '../../ui/Button';
import { cx } from '../../ui/cx';
import { Icon } from '../../ui/Icon';
import { InstallButton } from '../../pwa/InstallButton';
import { closeMobileMenu, mobileBlogOpen, mobileMenuOpen, toggleMobileBlog, toggleMobileMenu } from '../state/header';
import { getStarted, mobileBlogGroup, mobileLinks } from './navigation';

export const MOBILE_MENU_MAX_HEIGHT = 600;

export function MobileMenuToggle() {
  useSignals();
  const open = mobileMenuOpen.value;
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls="mobile-menu"
      aria-label={open ? 'Close menu' : 'Open menu'}
      onClick={toggleMobileMenu}
      className="focus-ring inline-flex h-11 w-11 items-center justify-center rounded-lg border border-slate-300 bg-white text-ink cursor-pointer md:hidden"
    >
      <Icon name={open ? 'i-lucide-x' : 'i-lucide-menu'} className="h-6 w-6" />
    </button>
  );
}

const itemClass = 'focus-ring flex w-full items-center justify-between rounded-lg px-3 py-3 text-base font-semibold text-ink no-underline hover:bg-slate-100';

/** The collapsible menu under the header bar on screens narrower than 768 px. */
export function MobileMenu() {
  useSignals();
  const open = mobileMenuOpen.value;
  const blogOpen = mobileBlogOpen.value;

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeMobileMenu();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div
      id="mobile-menu"
      data-open={open ? 'true' : 'false'}
      // Closed: collapsed and invisible, so its links leave the tab order too.
      className={cx(
        'overflow-y-auto border-t border-slate-200 bg-white shadow-lg transition-[max-height] duration-300 md:hidden',
        open ? 'visible' : 'invisible max-h-0 border-t-0',
      )}
      // Closed is a class, not style="" (prerendered style attributes break the CSP's style hashes).
      style={open ? { maxHeight: MOBILE_MENU_MAX_HEIGHT } : undefined}
    >
      <nav aria-label="Mobile" className="container-page py-3">
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
