import { lazy, Suspense, useEffect, useRef } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { BrandLogo } from '../../ui/BrandLogo';
import { ButtonLink } from '../../ui/Button';
import { cx } from '../../ui/cx';
import { Icon } from '../../ui/Icon';
import { InstallButton } from '../../pwa/InstallButton';
import { compact, openMegaMenu, toggleMegaMenu, updateScroll, type MegaMenuId } from '../state/header';
import { MobileMenu, MobileMenuToggle } from './MobileMenu';
import { getStarted, headerLinks, megaMenus } from './navigation';

const linkVisibility = ['hidden lg:block', 'hidden lg:block', 'hidden xl:block'];

// floating-ui and the panel markup load on first use, not on the page's critical path.
const loadPanel = () => import('./MegaMenuPanel');
const MegaMenuPanel = lazy(loadPanel);

function MegaMenuTrigger({ id, label }: { id: MegaMenuId; label: string }) {
  useSignals();
  const ref = useRef<HTMLButtonElement>(null);
  const open = openMegaMenu.value === id;
  const menu = megaMenus.find((m) => m.id === id)!;
  return (
    <li className="relative">
      <button
        ref={ref}
        type="button"
        data-mega-trigger={id}
        aria-expanded={open}
        aria-controls={open ? `mega-${id}` : undefined}
        onClick={() => toggleMegaMenu(id)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        className={cx(
          'focus-ring whitespace-nowrap inline-flex items-center gap-0.5 rounded-lg px-1.5 py-2 text-[13px] font-semibold lg:(gap-1 px-2 text-sm) text-ink transition-colors hover:bg-slate-100 cursor-pointer bg-transparent border-0',
          open && 'bg-slate-100',
        )}
      >
        {label}
        <Icon name="i-lucide-chevron-down" className={cx('h-4 w-4 transition-transform', open && 'rotate-180')} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <MegaMenuPanel menu={menu} trigger={ref} />
        </Suspense>
      )}
    </li>
  );
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
      <div className={cx('container-page flex items-center justify-between gap-4 transition-[height] duration-200', isCompact ? 'h-18' : 'h-24')}>
        <BrandLogo wordmarkClass="md:hidden xl:inline" />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="m-0 flex list-none items-center gap-0.5 p-0">
            {megaMenus.map((m) => (
              <MegaMenuTrigger key={m.id} id={m.id} label={m.label} />
            ))}
            {headerLinks.map((link, i) => (
              // Narrower desktops keep the triggers and drop plain links (all are in the footer and mobile menu).
              <li key={link.href} className={linkVisibility[i]}>
                <Link href={link.href} className="focus-ring block whitespace-nowrap rounded-lg px-2 py-2 text-sm font-semibold text-ink no-underline hover:bg-slate-100">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <InstallButton className="hidden lg:inline-flex" />
          <ButtonLink href={getStarted.href} size="sm">
            {getStarted.label}
          </ButtonLink>
        </div>
        <MobileMenuToggle />
      </div>
      <MobileMenu />
    </header>
  );
}
