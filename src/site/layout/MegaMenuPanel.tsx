import { useLayoutEffect, type RefObject } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import {
  autoUpdate,
  FloatingFocusManager,
  offset,
  shift,
  size,
  useDismiss,
  useFloating,
  useInteractions,
} from '@floating-ui/react';
import { Link } from 'wouter';
import { Icon } from '../../ui/Icon';
import { closeMegaMenu, megaMenuOffset } from '../state/header';
import { PROPOSAL_HREF, type MegaMenu } from './navigation';

// Panels hang from the top edge of the viewport (not from the trigger), so every
// panel lines up under the header at the same height: 72 px compact, 96 px otherwise.
const viewportTop = {
  getBoundingClientRect: () => {
    const width = document.documentElement.clientWidth;
    return { x: 0, y: 0, top: 0, left: 0, right: width, bottom: 0, width, height: 0 };
  },
};

/** An open mega-menu panel. Rendered only while open; closes on outside click and Escape. */
export default function MegaMenuPanel({ menu, trigger }: { menu: MegaMenu; trigger: RefObject<HTMLButtonElement | null> }) {
  useSignals();
  const { refs, floatingStyles, context } = useFloating({
    open: true,
    onOpenChange: (open) => {
      if (!open) closeMegaMenu();
    },
    strategy: 'fixed',
    placement: 'bottom',
    middleware: [
      offset(megaMenuOffset.value),
      shift({ padding: 16 }),
      size({
        padding: 16,
        apply({ availableHeight, elements }) {
          elements.floating.style.maxHeight = `${Math.max(200, availableHeight)}px`;
        },
      }),
    ],
    whileElementsMounted: autoUpdate,
  });

  useLayoutEffect(() => {
    refs.setReference(trigger.current);
    refs.setPositionReference(viewportTop);
  }, [refs, trigger]);

  // The trigger is the reference, so clicking it again toggles instead of counting as "outside".
  const dismiss = useDismiss(context, {
    outsidePress: (event) => !(event.target instanceof Element && event.target.closest('[data-mega-trigger]')),
  });
  const { getFloatingProps } = useInteractions([dismiss]);

  return (
    <FloatingFocusManager context={context} modal={false} initialFocus={-1} returnFocus>
      <div
        ref={refs.setFloating}
        id={`mega-${menu.id}`}
        role="region"
        aria-label={`${menu.label} menu`}
        style={floatingStyles}
        data-testid="mega-panel"
        className="z-50 w-[min(64rem,calc(100vw-2rem))] overflow-auto rounded-2xl border border-slate-200 bg-white shadow-xl"
        {...getFloatingProps()}
      >
        <div className="grid gap-6 p-6 md:grid-cols-[16rem_1fr]">
          <div className="flex flex-col items-start gap-4 rounded-xl bg-brand-50 p-5">
            <p className="m-0 text-lg font-bold text-ink">{menu.tagline}</p>
            <Link href={PROPOSAL_HREF} className="focus-ring rounded font-semibold text-brand-700 no-underline hover:underline">
              Get a proposal →
            </Link>
            <button
              type="button"
              onClick={closeMegaMenu}
              className="focus-ring mt-auto inline-flex items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-ink cursor-pointer hover:bg-slate-50"
            >
              <Icon name="i-lucide-x" className="h-4 w-4" />
              Close
            </button>
          </div>
          <ul className="m-0 grid list-none gap-2 p-0 sm:grid-cols-2">
            {menu.links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="focus-ring flex items-start gap-3 rounded-xl p-3 text-ink no-underline hover:bg-slate-50">
                  {link.icon && <Icon name={link.icon} className="mt-0.5 h-5 w-5 text-brand-700" />}
                  <span>
                    <span className="block font-semibold">{link.label}</span>
                    {link.description && <span className="block text-sm text-slate-600">{link.description}</span>}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </FloatingFocusManager>
  );
}
