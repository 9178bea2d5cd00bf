import { Link } from 'wouter';
import { cx } from './cx';

/** The Northstar Growth mark and wordmark, linking home. */
export function BrandLogo({ inverse = false, className, wordmarkClass }: { inverse?: boolean; className?: string; wordmarkClass?: string }) {
  return (
    <Link href="/" className={cx('focus-ring inline-flex items-center gap-2 rounded-lg no-underline', className)} aria-label="Northstar Growth home">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" className="shrink-0">
        <rect width="32" height="32" rx="8" fill={inverse ? '#ffffff' : '#1d4ed8'} />
        <path d="M16 5l2.6 8.4L27 16l-8.4 2.6L16 27l-2.6-8.4L5 16l8.4-2.6z" fill={inverse ? '#1d4ed8' : '#ffffff'} />
      </svg>
      <span className={cx('whitespace-nowrap text-lg font-extrabold tracking-tight', inverse ? 'text-white' : 'text-ink', wordmarkClass)}>
        Northstar<span className={inverse ? 'text-blue-200' : 'text-brand-600'}> Growth</span>
      </span>
    </Link>
  );
}
