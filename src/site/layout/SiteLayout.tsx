import { useEffect, useMemo } from 'react';
import { useLocation } from 'wouter';
import type { LayoutProps } from '../../routes';
import { closeAllMenus } from '../state/header';
import { DeferHydration } from '../../ui/DeferHydration';
import { Footer } from './Footer';
import { Header } from './Header';

/** Header, main content and footer of every marketing page. */
export default function SiteLayout({ children }: LayoutProps) {
  const [location] = useLocation();
  useEffect(() => closeAllMenus(), [location]);
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
