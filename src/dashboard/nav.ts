/** The dashboard sidebar as data: one entry per section, rendered by the Sidebar. */
export interface DashboardNavItem {
  href: string;
  label: string;
  /** A complete Lucide class name (the build scans for it). */
  icon: string;
}

export const dashboardNav: readonly DashboardNavItem[] = [
  { href: '/dashboard', label: 'Dashboard', icon: 'i-lucide-layout-dashboard' },
  { href: '/dashboard/posts', label: 'Posts', icon: 'i-lucide-file-text' },
  { href: '/dashboard/pages', label: 'Pages', icon: 'i-lucide-files' },
  { href: '/dashboard/analytics', label: 'Analytics', icon: 'i-lucide-chart-column' },
  { href: '/dashboard/users', label: 'Users', icon: 'i-lucide-users' },
  { href: '/dashboard/settings', label: 'Settings', icon: 'i-lucide-settings' },
];

export const adminUser = { name: 'Admin User', role: 'Administrator' } as const;
export const exitLink = { href: '/', label: 'Exit' } as const;
export const viewSiteLink = { href: '/', label: 'View Site' } as const;

/** The entry for a path ('/dashboard/posts/' counts as '/dashboard/posts'). */
export function activeNavHref(path: string): string | undefined {
  const clean = path.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  return dashboardNav.find((item) => item.href === clean)?.href;
}
