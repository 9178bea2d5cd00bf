import { useState, type MouseEventHandler } from 'react';
import {
  autoUpdate,
  FloatingPortal,
  offset,
  shift,
  useDelayGroup,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
} from '@floating-ui/react';
import { Link } from 'wouter';
import { cx } from '../../ui/cx';
import { Icon } from '../../ui/Icon';

/** Focus outline that stands out on the dark sidebar (the site's blue one would not). */
export const darkFocus = 'outline-none focus-visible:(outline-2 outline-offset-2 outline-solid outline-sky-300)';

export const itemClass =
  'ns-item flex h-10 w-full items-center gap-3 rounded-lg px-[0.375rem] text-sm font-medium no-underline transition-colors';

interface SidebarLinkProps {
  href: string;
  label: string;
  icon: string;
  active?: boolean;
  /** Show the label as a tooltip on hover and focus (the collapsed, icon-only sidebar). */
  tooltip: boolean;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/**
 * A sidebar entry. When the sidebar is collapsed its label is visually hidden (still
 * its accessible name) and a tooltip shows it beside the icon: after 700 ms, or at
 * once while another tooltip of the group was open less than 300 ms ago.
 */
export function SidebarLink({ href, label, icon, active = false, tooltip, onClick }: SidebarLinkProps) {
  const [open, setOpen] = useState(false);
  const { refs, floatingStyles, context } = useFloating({
    open: open && tooltip,
    onOpenChange: setOpen,
    placement: 'right',
    middleware: [offset(12), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { delay } = useDelayGroup(context);
  const hover = useHover(context, { enabled: tooltip, delay, move: false });
  const focus = useFocus(context, { enabled: tooltip });
  const dismiss = useDismiss(context);
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, focus, dismiss]);

  return (
    <>
      <Link
        ref={refs.setReference}
        href={href}
        aria-current={active ? 'page' : undefined}
        className={cx(
          itemClass,
          darkFocus,
          active ? 'bg-white/12 text-white' : 'text-slate-200 hover:(bg-white/8 text-white)',
        )}
        {...getReferenceProps({ onClick })}
      >
        <Icon name={icon} className={cx('h-5 w-5', active ? 'text-sky-300' : 'text-slate-300')} />
        <span className="ns-label truncate">{label}</span>
      </Link>
      {context.open && (
        <FloatingPortal>
          {/* A visual echo of the link's accessible name, so hidden from assistive technology. */}
          <div
            ref={refs.setFloating}
            style={floatingStyles}
            aria-hidden="true"
            data-testid="sidebar-tooltip"
            className="z-50 whitespace-nowrap rounded-md bg-ink px-2.5 py-1.5 text-sm font-medium text-white shadow-lg"
            {...getFloatingProps()}
          >
            {label}
          </div>
        </FloatingPortal>
      )}
    </>
  );
}
