import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cx } from '../../ui/cx';
import { Icon } from '../../ui/Icon';

/**
 * A card's title as its link: the hit area stretches over the whole card (which is `relative`), and so
 * does its focus ring, drawn inside the card's edge so a card that clips its overflow still shows it.
 */
export function CardLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="outline-none no-underline after:(absolute inset-0 rounded-2xl content-empty) focus-visible:after:(outline-2 outline-solid outline-brand-600 outline-offset-[-2px])">
      {children}
    </Link>
  );
}

/** The visible cue of where a linked card leads; screen readers get the title link instead. */
export function LinkCue({ label, className }: { label: string; className?: string }) {
  return (
    <span aria-hidden="true" className={cx(className, 'inline-flex items-center gap-1 text-sm font-semibold text-brand-700')}>
      {label} <Icon name="i-lucide-arrow-right" className="h-4 w-4" />
    </span>
  );
}
