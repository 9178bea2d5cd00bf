import { Suspense, type MouseEventHandler, type ReactNode } from 'react';
import { lazyRetry } from '../../ui/lazyRetry';
import { Link } from 'wouter';
import { cx } from '../../ui/cx';
import { Icon } from '../../ui/Icon';

/** Focus outline that stands out on the dark sidebar (the site's blue one would not). */
export const darkFocus = 'outline-none focus-visible:(outline-2 outline-offset-2 outline-solid outline-sky-300)';

export const itemClass =
  'ns-item flex h-10 w-full items-center gap-3 rounded-lg px-[0.375rem] text-sm font-medium no-underline transition-colors';

export interface SidebarLinkProps {
  href: string;
  label: string;
  icon: string;
  active?: boolean;
  /** Show the label as a tooltip on hover and focus (the collapsed, icon-only sidebar). */
  tooltip: boolean;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  /** Shown after the label in the expanded sidebar (the Leads entry's count of new leads). */
  badge?: ReactNode;
}

const TooltipLink = lazyRetry(() => import('./TooltipLink').then((m) => ({ default: m.TooltipLink })));

function PlainLink({ href, label, icon, active = false, onClick, badge }: SidebarLinkProps) {
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className={cx(itemClass, darkFocus, active ? 'bg-white/12 text-white' : 'text-slate-200 hover:(bg-white/8 text-white)')}
      onClick={onClick}
    >
      <Icon name={icon} className={cx('h-5 w-5', active ? 'text-sky-300' : 'text-slate-300')} />
      <span className="ns-label truncate">{label}</span>
      {badge}
    </Link>
  );
}

/** A sidebar entry; with `tooltip` (collapsed sidebar) it becomes the tooltip version once that has loaded. */
export function SidebarLink(props: SidebarLinkProps) {
  if (!props.tooltip) return <PlainLink {...props} />;
  return (
    <Suspense fallback={<PlainLink {...props} />}>
      <TooltipLink {...props} />
    </Suspense>
  );
}
