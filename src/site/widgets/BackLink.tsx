import { Link } from 'wouter';
import { cx } from '../../ui/cx';
import { Icon } from '../../ui/Icon';

/** A one-step breadcrumb back to the listing a page belongs to (all case studies, all jobs). */
export function BackLink({ href, label, className }: { href: string; label: string; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={cx(className, 'text-sm')}>
      <Link href={href} className="plain-link inline-flex items-center gap-2 font-semibold text-brand-700">
        <Icon name="i-lucide-arrow-left" className="h-4 w-4" />
        {label}
      </Link>
    </nav>
  );
}
