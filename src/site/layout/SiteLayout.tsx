import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { LayoutProps } from '../../app/pageModules';
import { closeAllMenus } from '../state/header';
import { Footer } from './Footer';
import { Header } from './Header';

/** Header, main content and footer of every marketing page. */
export default function SiteLayout({ children }: LayoutProps) {
  const [location] = useLocation();
  useEffect(() => closeAllMenus(), [location]);
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}
