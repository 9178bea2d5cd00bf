import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { ButtonLink } from '../../ui/Button';
import { cx } from '../../ui/cx';
import { Icon } from '../../ui/Icon';
import { InstallButton } from '../../pwa/InstallButton';
import { ThemeChoice } from '../../ui/ThemeChoice';
import { SearchField } from '../search/SearchField';
import { mobileBlogGroup, mobileLinks } from './menuLinks';
import { getStarted, MOBILE_MENU_ID } from './navigation';

export const MOBILE_MENU_MAX_HEIGHT = 600;

const itemClass = 'mobile-item';

/**
 * The menu under the header bar on screens narrower than 768 px: an auto popover, opened by the
 * header's toggle (see Header.tsx). Closing it folds the Blog group.
 */
export function MobileMenu() {
  const ref = useRef<HTMLDivElement>(null);
  const [blogOpen, setBlogOpen] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'closed') setBlogOpen(false);
    };
    el.addEventListener('toggle', onToggle);
    return () => el.removeEventListener('toggle', onToggle);
  }, []);

  return (
    <div
      ref={ref}
      id={MOBILE_MENU_ID}
      popover="auto"
      // Max height 600 px (SPEC), less on a short screen: app/global.css (.mobile-menu).
      className="header-popover mobile-menu overflow-y-auto border-y border-slate-200 bg-white text-ink shadow-lg md:hidden"
    >
      <nav aria-label="Mobile" className="container-page py-3">
        <div className="pb-2">
          <SearchField />
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
            <button
              type="button"
              aria-expanded={blogOpen}
              aria-controls="mobile-blog"
              onClick={() => setBlogOpen((open) => !open)}
              className={cx(itemClass, 'cursor-pointer border-0 bg-transparent text-left')}
            >
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
        <div className="pb-3 pt-2">
          <ThemeChoice name="theme-mobile" />
        </div>
      </nav>
    </div>
  );
}
