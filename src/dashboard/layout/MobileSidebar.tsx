import { useRef, type RefObject } from 'react';
import {
  FloatingFocusManager,
  FloatingOverlay,
  FloatingPortal,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { useSignals } from '@preact/signals-react/runtime';
import { Icon } from '../../ui/Icon';
import { closeMobileSidebar, mobileSidebarOpen } from '../state/sidebar';
import { SidebarContent } from './Sidebar';
import { darkFocus } from './SidebarLink';
import { MOBILE_SIDEBAR_ID } from './TopBar';


/**
 * The sidebar below 768 px: an 18rem modal panel that slides in from the left.
 * Focus moves in and stays inside; Escape, the backdrop and any link close it,
 * and focus goes back to the toggle.
 */
export default function MobileSidebar({ toggleRef }: { toggleRef: RefObject<HTMLButtonElement | null> }) {
  useSignals();
  const open = mobileSidebarOpen.value;
  const closeRef = useRef<HTMLButtonElement>(null);
  const { refs, context } = useFloating({
    open,
    onOpenChange: (next) => {
      if (!next) closeMobileSidebar();
    },
  });
  const dismiss = useDismiss(context, { outsidePressEvent: 'mousedown' });
  const role = useRole(context, { role: 'dialog' });
  const { getFloatingProps } = useInteractions([dismiss, role]);

  if (!open) return null;
  return (
    <FloatingPortal>
      <FloatingOverlay lockScroll className="ns-backdrop z-50 bg-slate-950/60 md:hidden" data-testid="sidebar-backdrop">
        <FloatingFocusManager context={context} modal initialFocus={closeRef} returnFocus={toggleRef}>
          <div
            ref={refs.setFloating}
            id={MOBILE_SIDEBAR_ID}
            aria-modal="true"
            aria-label="Dashboard menu"
            className="ns-panel relative flex h-full w-[18rem] max-w-[calc(100vw-3rem)] flex-col bg-ink shadow-2xl"
            {...getFloatingProps()}
          >
            <button
              ref={closeRef}
              type="button"
              aria-label="Close sidebar"
              onClick={closeMobileSidebar}
              className={`${darkFocus} absolute right-2 top-3 inline-flex h-10 w-10 cursor-pointer items-center justify-center rounded-lg border-0 bg-transparent text-slate-200 hover:(bg-white/10 text-white)`}
            >
              <Icon name="i-lucide-x" className="h-5 w-5" />
            </button>
            <SidebarContent mode="panel" onNavigate={closeMobileSidebar} />
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  );
}
