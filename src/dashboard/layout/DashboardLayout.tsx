import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import type { LayoutProps } from '../../routes';
import {
  closeMobileSidebar,
  isSidebarShortcut,
  MOBILE_QUERY,
  startSidebarSync,
  toggleForViewport,
} from '../state/sidebar';
import { MobileSidebar } from './MobileSidebar';
import { SidebarContent } from './Sidebar';
import { DESKTOP_SIDEBAR_ID, TopBar } from './TopBar';
import './dashboard.css';

// Effects never run in the server render; this keeps React from warning there.
const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** The admin shell for every /dashboard route: sidebar, top bar and the page. */
export default function DashboardLayout({ route, children }: LayoutProps) {
  const [location] = useLocation();
  const mobileToggleRef = useRef<HTMLButtonElement>(null);

  // Before paint: adopt the saved sidebar state, then keep cookie and <html data-sidebar> in step.
  useIsoLayoutEffect(() => startSidebarSync(), []);

  // Ctrl+B / Cmd+B toggles the sidebar (the panel on narrow screens).
  useEffect(() => {
    const mobile = window.matchMedia(MOBILE_QUERY);
    const onKey = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      toggleForViewport(mobile.matches);
    };
    const onResize = () => {
      if (!mobile.matches) closeMobileSidebar();
    };
    window.addEventListener('keydown', onKey);
    mobile.addEventListener('change', onResize);
    return () => {
      window.removeEventListener('keydown', onKey);
      mobile.removeEventListener('change', onResize);
    };
  }, []);

  // Choosing a link (or any navigation) closes the mobile panel.
  useEffect(() => closeMobileSidebar(), [location]);

  return (
    <div className="min-h-screen bg-slate-50 text-ink md:flex">
      <a
        href="#main"
        className="ns-skip focus-ring rounded-lg bg-white px-4 py-2 font-semibold text-ink no-underline shadow-lg"
      >
        Skip to content
      </a>
      <aside
        id={DESKTOP_SIDEBAR_ID}
        aria-label="Sidebar"
        data-testid="dashboard-sidebar"
        className="ns-sidebar sticky top-0 hidden h-screen shrink-0 flex-col overflow-hidden bg-ink md:flex"
      >
        <SidebarContent mode="rail" />
      </aside>
      <MobileSidebar toggleRef={mobileToggleRef} />
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar title={route.title} mobileToggleRef={mobileToggleRef} />
        <main id="main" tabIndex={-1} className="flex-1 px-4 py-6 outline-none md:px-8 md:py-8">
          <div className="mx-auto w-full max-w-6xl">{children}</div>
        </main>
      </div>
    </div>
  );
}
