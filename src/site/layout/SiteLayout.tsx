import { useMemo } from 'react';
import { lazyRetry } from '../../ui/lazyRetry';
import { pageLoaders, type LayoutProps, type PageModule } from '../../routes';
import { DeferHydration } from '../../ui/DeferHydration';
import { Header } from './Header';

// The footer sits below the fold: its code loads when its deferred hydration starts,
// not with the first screen (its prerendered HTML is there from the start).
const Footer = lazyRetry(() => import('./Footer').then((m) => ({ default: m.Footer })));

/** The marketing pages, one lazy chunk each (with this layout, so no other feature's page list loads). */
export const pages = pageLoaders('site', import.meta.glob<PageModule>(['../pages/*Page.tsx', '../services/ServicePage.tsx']));

/** Header, main content and footer of every marketing page. */
export default function SiteLayout({ children }: LayoutProps) {
  // The same element on every render: a section still waiting to hydrate must not receive
  // an update (React would drop its server HTML and render it afresh).
  const footer = useMemo(
    () => (
      <DeferHydration>
        <Footer />
      </DeferHydration>
    ),
    [],
  );
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      {footer}
    </div>
  );
}
