import type { LayoutProps } from '../../app/pageModules';

// Placeholder until the dashboard layout lands (see the dashboard issue).
export default function DashboardLayout({ children }: LayoutProps) {
  return <main className="min-h-screen p-6">{children}</main>;
}
