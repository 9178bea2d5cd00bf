import { Fragment, Suspense, type ReactNode } from 'react';
import { AppVersion } from '../../pwa/AppVersion';
import { lazyRetry } from '../../ui/lazyRetry';
import { useSignals } from '@preact/signals-react/runtime';
import { useLocation } from 'wouter';
import { activeNavHref, adminUser, dashboardNav, exitLink } from '../nav';
import { sidebarExpanded } from '../state/sidebar';
import { SidebarLink } from './SidebarLink';
import { LazyNewLeadsBadge } from '../inbox/lazyLive';
import { useInboxSessionMarker } from '../inbox/useInboxSession';

const LEADS_HREF = '/dashboard/leads';


const TooltipGroup = lazyRetry(() => import('./TooltipLink').then((m) => ({ default: m.TooltipGroup })));

/** Tooltip delays are shared only in the collapsed rail; the expanded sidebar needs no floating code. */
function Group({ tooltip, children }: { tooltip: boolean; children: ReactNode }) {
  if (!tooltip) return <Fragment>{children}</Fragment>;
  return (
    <Suspense fallback={children}>
      <TooltipGroup>{children}</TooltipGroup>
    </Suspense>
  );
}

function BrandMark() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" className="shrink-0">
      <rect width="32" height="32" rx="8" fill="#1d4ed8" />
      <path d="M16 5l2.6 8.4L27 16l-8.4 2.6L16 27l-2.6-8.4L5 16l8.4-2.6z" fill="#ffffff" />
    </svg>
  );
}

/**
 * What the sidebar holds, for both the desktop rail (`mode="rail"`, collapsible) and
 * the mobile slide-in panel (`mode="panel"`, always labelled).
 */
export function SidebarContent({ mode, onNavigate }: { mode: 'rail' | 'panel'; onNavigate?: () => void }) {
  useSignals();
  const [location] = useLocation();
  const active = activeNavHref(location);
  const tooltip = mode === 'rail' && !sidebarExpanded.value;
  const signedIn = useInboxSessionMarker();
  const badge = signedIn ? (
    <Suspense fallback={null}>
      <LazyNewLeadsBadge />
    </Suspense>
  ) : undefined;

  return (
    <Group tooltip={tooltip}>
      <div className="flex h-16 shrink-0 items-center gap-3 border-b border-white/10 px-2">
        <BrandMark />
        <p className="ns-label m-0 min-w-0 leading-tight">
          <span className="block truncate text-sm font-extrabold text-white">Northstar Growth</span>
          <span className="block truncate text-xs text-slate-300">Admin</span>
        </p>
      </div>
      <nav aria-label="Dashboard" className="flex-1 overflow-y-auto overflow-x-hidden px-2 py-4">
        <ul className="m-0 list-none space-y-1 p-0">
          {dashboardNav.map((item) => (
            <li key={item.href}>
              <SidebarLink {...item} active={item.href === active} tooltip={tooltip} onClick={onNavigate} badge={item.href === LEADS_HREF ? badge : undefined} />
            </li>
          ))}
        </ul>
      </nav>
      <div className="shrink-0 space-y-1 border-t border-white/10 px-2 py-3">
        <div className="ns-item flex items-center gap-3 px-[0.125rem] py-1">
          <span
            aria-hidden="true"
            className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-sky-200 text-xs font-bold text-night"
          >
            AU
          </span>
          <p className="ns-label m-0 min-w-0 leading-tight">
            <span className="block truncate text-sm font-semibold text-white">{adminUser.name}</span>
            <span className="block truncate text-xs text-slate-300">{adminUser.role}</span>
          </p>
        </div>
        <SidebarLink href={exitLink.href} label={exitLink.label} icon="i-lucide-log-out" tooltip={tooltip} onClick={onNavigate} />
        {/* The running build, so an admin can tell which release a device has (visually hidden in the collapsed rail). */}
        <p className="ns-label m-0 px-2 pt-1 text-xs text-slate-300" data-testid="sidebar-version">
          <AppVersion />
        </p>
      </div>
    </Group>
  );
}
