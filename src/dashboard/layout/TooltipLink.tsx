import { createContext, useContext, useState } from 'react';
import {
  autoUpdate,
  FloatingDelayGroup,
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
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cx } from '../../ui/cx';
import { Icon } from '../../ui/Icon';
import { darkFocus, itemClass, type SidebarLinkProps } from './SidebarLink';

// Tooltip timing of the collapsed sidebar (SPEC: delay 700 ms, skip delay 300 ms).
export const TOOLTIP_DELAY = 700;
export const TOOLTIP_SKIP_DELAY = 300;

// Whether a link sits inside the group. While the group's code loads, the sidebar briefly shows
// its links without it; outside a group floating-ui's delay is 0, so those links show no tooltip.
const InGroup = createContext(false);

/** The collapsed sidebar's tooltips share one delay: once one was shown, the next opens at once. */
export function TooltipGroup({ children }: { children: ReactNode }) {
  return (
    <FloatingDelayGroup delay={{ open: TOOLTIP_DELAY, close: 0 }} timeoutMs={TOOLTIP_SKIP_DELAY}>
      <InGroup.Provider value>{children}</InGroup.Provider>
    </FloatingDelayGroup>
  );
}

/**
 * A sidebar entry of the collapsed sidebar: its label is visually hidden (still its
 * accessible name) and a tooltip shows it beside the icon: after 700 ms, or at once
 * while another tooltip of the group was open less than 300 ms ago. Loaded only once the
 * sidebar is collapsed, so the floating-ui code stays off the first load.
 */
export function TooltipLink({ href, label, icon, active = false, tooltip: wanted, onClick }: SidebarLinkProps) {
  const inGroup = useContext(InGroup);
  const tooltip = wanted && inGroup;
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
