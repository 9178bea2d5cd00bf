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
 * Shown instead of the browser's error page when a navigation cannot be answered offline: the
 * service worker's dist/offline.html (prerendered, no scripts) for addresses outside the
 * offline copy. (A page whose code could not load before the site was saved gets the error
 * boundary's short offline message instead.)
 */
export function OfflinePage() {
  return (
    <main id="main" className="flex min-h-screen items-center bg-gradient-to-b from-brand-50 to-white py-16">
      <div className="container-page max-w-2xl">
        <BrandLogo />
        <h1 className="heading-2 mb-0 mt-10">You are offline</h1>
        <p className="lead mt-4">
          This address needs a connection. Everything else on this site is saved on your device and opens
          without one: pick up where you like. Forms you send are kept and go out once you are back online.
        </p>
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
        <p className="body mt-8">
          <a href="" className="focus-ring rounded font-semibold text-brand-700">
            Try this address again
          </a>
        </p>
      </div>
    </main>
  );
}
