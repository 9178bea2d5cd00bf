import { BrandLogo } from '../ui/BrandLogo';
import { ButtonLink } from '../ui/Button';

/** What the offline copy holds, by section (every page is precached; these are the doors in). */
export const offlineLinks: readonly { href: string; label: string }[] = [
  { href: '/', label: 'Home' },
  { href: '/services', label: 'Services' },
  { href: '/solutions', label: 'Solutions' },
  { href: '/case-studies', label: 'Case Studies' },
  { href: '/blog', label: 'Blog' },
  { href: '/about', label: 'About' },
  { href: '/contact', label: 'Contact' },
  { href: '/dashboard', label: 'Dashboard' },
];

/**
 * Shown instead of the browser's error page when a navigation cannot be answered offline:
 * by the service worker for addresses outside the offline copy (dist/offline.html, no
 * scripts), and by the app when a page's code could not be fetched before it was saved.
 * Its links work without JavaScript, and move within the app when it runs.
 */
export function OfflinePage({ saved }: { saved: boolean }) {
  return (
    <main id="main" className="flex min-h-screen items-center bg-gradient-to-b from-brand-50 to-white py-16">
      <div className="container-page max-w-2xl">
        <BrandLogo />
        <h1 className="heading-2 mb-0 mt-10">You are offline</h1>
        {saved ? (
          <p className="lead mt-4">
            This address needs a connection. Everything else on this site is saved on your device and opens
            without one: pick up where you like. Forms you send are kept and go out once you are back online.
          </p>
        ) : (
          <p className="lead mt-4">
            This page is not saved on your device yet. Pages you have opened in this tab still work; once you
            are back online, choose “Make available offline” at the bottom of any page to keep every page.
          </p>
        )}
        <nav aria-label="Available offline" className="mt-8">
          <ul className="m-0 grid list-none grid-cols-2 gap-3 p-0 sm:grid-cols-4">
            {offlineLinks.map((link) => (
              <li key={link.href}>
                <ButtonLink href={link.href} variant="secondary" className="w-full">
                  {link.label}
                </ButtonLink>
              </li>
            ))}
          </ul>
        </nav>
        {saved ? (
          <p className="body mt-8">
            <a href="" className="focus-ring rounded font-semibold text-brand-700">
              Try this address again
            </a>
          </p>
        ) : (
          <p className="body mt-8">This page loads by itself once the connection is back.</p>
        )}
      </div>
    </main>
  );
}
