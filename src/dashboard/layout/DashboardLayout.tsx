import { effect } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { lazyRetry } from '../../ui/lazyRetry';
import { takeEarlyShortcut } from '../../ui/earlyPress';
import { TypingStandIn } from '../../ui/TypingStandIn';
import { useLocation } from 'wouter';
import { pageLoaders, type LayoutProps, type PageModule } from '../../routes';
import {
  closeMobileSidebar,
  mobileSidebarOpen,
  isSidebarShortcut,
  MOBILE_QUERY,
  startSidebarSync,
  toggleForViewport,
} from '../state/sidebar';
import { startStore, storeStatus } from '../data/store';
import type { Command } from '../palette/commands';
import { paletteOpen, paletteTyped, pendingAction } from '../state/commands';
import { guardHistory, guardInAppLinks, mayLeave } from './guard';
import { StoreNotice } from './StoreNotice';
import { SidebarContent } from './Sidebar';
import { DESKTOP_SIDEBAR_ID, TopBar } from './TopBar';
import './dashboard.css';

const CommandPalette = lazyRetry(() => import('../palette/CommandPalette'));
// Keys typed while the palette's code loads become its first query (ui/TypingStandIn).
const typedIntoPalette = (text: string) => (paletteTyped.value = text);
const closePalette = () => (paletteOpen.value = false);
// The slide-in panel (and its focus-trapping code) loads when it first opens.
const MobileSidebar = lazyRetry(() => import('./MobileSidebar'));

/** The dashboard pages, one lazy chunk each (with this layout, so no other feature's page list loads). */
export const pages = pageLoaders('dashboard', import.meta.glob<PageModule>('../pages/*Page.tsx'));

/** Ctrl+K / Cmd+K opens the command palette. */
const isPaletteShortcut = (event: KeyboardEvent) => (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';

// Effects never run in the server render; this keeps React from warning there.
const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** The admin shell for every /dashboard route: sidebar, top bar and the page. */
export default function DashboardLayout({ route, children }: LayoutProps) {
  useSignals();
  const [location, navigate] = useLocation();
  const mobileToggleRef = useRef<HTMLButtonElement>(null);

  // Before paint: adopt the saved sidebar state, then keep cookie and <html data-sidebar> in step.
  useIsoLayoutEffect(() => startSidebarSync(), []);

  // Ctrl+B / Cmd+B toggles the sidebar (the panel on narrow screens).
  useEffect(() => {
    const mobile = window.matchMedia(MOBILE_QUERY);
    const onKey = (event: KeyboardEvent) => {
      if (isPaletteShortcut(event)) {
        event.preventDefault();
        paletteOpen.value = !paletteOpen.value;
        return;
      }
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      toggleForViewport(mobile.matches);
    };
    const onResize = () => {
      if (!mobile.matches) closeMobileSidebar();
    };
    // Capture: before public/boot.js's listener, which keeps the presses made before this one existed.
    window.addEventListener('keydown', onKey, true);
    mobile.addEventListener('change', onResize);
    if (takeEarlyShortcut('data-early-k')) paletteOpen.value = true;
    if (takeEarlyShortcut('data-early-b')) toggleForViewport(mobile.matches);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      mobile.removeEventListener('change', onResize);
    };
  }, []);

  // The device's data: opened (and seeded on first run) once the page is up; tests wait for data-store.
  useEffect(() => {
    void startStore();
    const stopMarking = effect(() => {
      if (storeStatus.value !== 'loading') document.documentElement.dataset.store = storeStatus.value;
    });
    // However the palette closes (Escape, Ctrl+K again, a command), what was typed for it goes.
    const stopClearing = effect(() => {
      if (!paletteOpen.value) paletteTyped.value = '';
    });
    const stopLinkGuard = guardInAppLinks();
    const stopHistoryGuard = guardHistory();
    return () => {
      stopMarking();
      stopClearing();
      stopLinkGuard();
      stopHistoryGuard();
    };
  }, []);

  const runCommand = (command: Command) => {
    const { run } = command;
    if (run.type === 'toggle-sidebar') {
      toggleForViewport(window.matchMedia(MOBILE_QUERY).matches);
      return;
    }
    if (run.href !== location && !mayLeave()) return;
    if (run.type === 'create') pendingAction.value = { type: 'create', name: run.name };
    if (run.type === 'view') pendingAction.value = { type: 'view', name: run.name, id: run.id };
    if (run.href !== location) navigate(run.href);
  };

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
      {mobileSidebarOpen.value && (
        <Suspense fallback={null}>
          <MobileSidebar toggleRef={mobileToggleRef} />
        </Suspense>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar title={route.title} mobileToggleRef={mobileToggleRef} />
        <main id="main" tabIndex={-1} className="flex-1 px-4 py-6 outline-none md:px-8 md:py-8">
          <div className="mx-auto w-full max-w-6xl">
            <StoreNotice />
            {children}
          </div>
        </main>
      </div>
      {paletteOpen.value && (
        <Suspense fallback={<TypingStandIn label="Command palette" onText={typedIntoPalette} onEscape={closePalette} />}>
          <CommandPalette onRun={runCommand} />
        </Suspense>
      )}
    </div>
  );
}
