import { AppVersion } from '../../pwa/AppVersion';
import { InstallButton } from '../../pwa/InstallButton';
import { OfflineControl } from '../../pwa/OfflineControl';
import { BrandLogo } from '../../ui/BrandLogo';
import { Icon } from '../../ui/Icon';
import { Link } from 'wouter';
import { LazyNewsletterForm } from '../forms/LazyNewsletterForm';
import { footerColumns, footerDescription, NEWSLETTER_ID, socialLinks } from './footerNav';

const FOOTER_LINK = 'focus-ring rounded text-slate-300 no-underline hover:text-white';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-ink text-slate-300">
      <div className="container-page grid gap-12 py-16 lg:grid-cols-[1.2fr_2fr]">
        <div className="max-w-sm">
          <BrandLogo inverse />
          <p className="mt-4 text-sm leading-relaxed">{footerDescription}</p>
          <ul className="m-0 mt-6 flex list-none gap-3 p-0">
            {socialLinks.map((s) => (
              <li key={s.label}>
                <a href={s.href} aria-label={s.label} rel="noopener noreferrer" className="focus-ring inline-flex h-10 w-10 items-center justify-center rounded-lg bg-white/10 text-white hover:bg-white/20">
                  <Icon name={s.icon} className="h-5 w-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {footerColumns.map((col) => (
            <nav key={col.title} aria-label={col.title}>
              <h2 className="m-0 text-sm font-semibold uppercase tracking-wider text-white">{col.title}</h2>
              <ul className="m-0 mt-4 list-none space-y-3 p-0 text-sm">
                {col.links.map((link) => (
                  <li key={link.label}>
                    {link.href.startsWith('/') ? (
                      <Link href={link.href} className={FOOTER_LINK}>
                        {link.label}
                      </Link>
                    ) : (
                      <a href={link.href} className={FOOTER_LINK}>
                        {link.label}
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div id={NEWSLETTER_ID} className="container-page scroll-mt-4 border-t border-white/10 py-8">
        <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="m-0 text-base font-semibold text-white">Get growth notes in your inbox</h2>
            <p className="m-0 mt-1 text-sm">One practical email a month. No spam.</p>
          </div>
          <div className="w-full max-w-md">
            <LazyNewsletterForm label="Newsletter sign-up" />
          </div>
        </div>
        <div className="mt-8 flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
          <p className="m-0 text-sm text-slate-400">
            © <span suppressHydrationWarning>{year}</span> Northstar Growth. All rights reserved.
            <AppVersion className="ml-2" />
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <InstallButton variant="inverse" />
            <OfflineControl tone="dark" />
          </div>
        </div>
      </div>
    </footer>
  );
}
