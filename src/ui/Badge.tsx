import type { ReactNode } from 'react';
import { cx } from './cx';

// Tones keep WCAG AA contrast (dark text on a light tint).
export const badgeTones = {
  green: 'bg-emerald-100 text-emerald-800',
  amber: 'bg-amber-100 text-amber-900',
  blue: 'bg-blue-100 text-blue-800',
  violet: 'bg-violet-100 text-violet-800',
  rose: 'bg-rose-100 text-rose-800',
  slate: 'bg-slate-100 text-slate-800',
  teal: 'bg-teal-100 text-teal-800',
} as const;
export type BadgeTone = keyof typeof badgeTones;

export function Badge({ tone = 'slate', children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span className={cx('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', badgeTones[tone], className)}>
      {children}
    </span>
  );
}
