import type { RefObject } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { Icon } from '../../ui/Icon';
import { viewSiteLink } from '../nav';
import { mobileSidebarOpen, sidebarExpanded, toggleMobileSidebar, toggleSidebar } from '../state/sidebar';
import { PAGE_TITLE_ID } from '../../ui/pageTitle';
import { paletteOpen } from '../state/commands';

export const DESKTOP_SIDEBAR_ID = 'dashboard-sidebar';
export const MOBILE_SIDEBAR_ID = 'dashboard-mobile-sidebar';

const toggleClass =
  'focus-ring h-10 w-10 shrink-0 cursor-pointer items-center justify-center rounded-lg border border-slate-200 bg-white text-ink hover:bg-slate-100';

/** Sidebar toggle, the section title (the page's only h1) and a link back to the site. */
export function TopBar({ title, mobileToggleRef }: { title: string; mobileToggleRef: RefObject<HTMLButtonElement | null> }) {
  useSignals();
  const expanded = sidebarExpanded.value;
  const mobileOpen = mobileSidebarOpen.value;
  return (
    <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-2 border-b border-slate-200 bg-white px-4 md:(gap-3 px-6)">
      {/* Narrow screens: opens the slide-in panel. */}
      <button
        ref={mobileToggleRef}
        type="button"
        aria-label="Toggle sidebar"
        aria-haspopup="dialog"
        aria-expanded={mobileOpen}
        aria-controls={mobileOpen ? MOBILE_SIDEBAR_ID : undefined}
        onClick={toggleMobileSidebar}
        className={`${toggleClass} inline-flex md:hidden`}
      >
        <Icon name="i-lucide-menu" className="h-5 w-5" />
      </button>
      {/* Wide screens: collapses the sidebar to icons and back (also Ctrl/Cmd+B). */}
      <button
        type="button"
        aria-label="Toggle sidebar"
        aria-expanded={expanded}
        aria-controls={DESKTOP_SIDEBAR_ID}
        aria-keyshortcuts="Control+B Meta+B"
        title="Toggle sidebar (Ctrl+B)"
        onClick={toggleSidebar}
        className={`${toggleClass} hidden md:inline-flex`}
      >
        <Icon name="i-lucide-panel-left" className="h-5 w-5" />
      </button>
      <span aria-hidden="true" className="hidden h-6 w-px bg-slate-200 md:block" />
      <h1 id={PAGE_TITLE_ID} className="m-0 min-w-0 truncate text-lg font-bold text-ink md:text-xl">{title}</h1>
      <button
        type="button"
        onClick={() => (paletteOpen.value = true)}
        aria-keyshortcuts="Control+K Meta+K"
        className="focus-ring ml-auto inline-flex h-10 shrink-0 cursor-pointer items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 text-sm text-slate-700 hover:bg-slate-100"
      >
        <Icon name="i-lucide-search" className="h-4 w-4" />
        <span className="sr-only md:not-sr-only">Commands</span>
        <kbd aria-hidden="true" className="hidden rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-sans text-xs text-slate-600 lg:inline">
          Ctrl K
        </kbd>
      </button>
      <Link
        href={viewSiteLink.href}
        className="btn-secondary btn-sm"
      >
        <Icon name="i-lucide-external-link" className="h-4 w-4" />
        {viewSiteLink.label}
      </Link>
    </header>
  );
}
