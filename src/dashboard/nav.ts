import { normalizePath, routes } from '../routes';

/** One sidebar entry: a dashboard route that has an icon in the route table. */
export interface DashboardNavItem {
  href: string;
  label: string;
  /** A complete Lucide class name (the build scans for it). */
  icon: string;
}

export const dashboardNav: readonly DashboardNavItem[] = routes.flatMap((r) =>
  r.kind === 'dashboard' && r.icon ? [{ href: r.path, label: r.title, icon: r.icon }] : [],
);

export const adminUser = { name: 'Admin User', role: 'Administrator' } as const;
export const exitLink = { href: '/', label: 'Exit' } as const;
export const viewSiteLink = { href: '/', label: 'View Site' } as const;

/** The entry for a path ('/dashboard/posts/' counts as '/dashboard/posts'). */
export function activeNavHref(path: string): string | undefined {
  const clean = normalizePath(path);
  return dashboardNav.find((item) => item.href === clean)?.href;
}
