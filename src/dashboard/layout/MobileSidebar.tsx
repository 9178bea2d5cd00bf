import { useRef, type RefObject } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Icon } from '../../ui/Icon';
import { ModalShell } from '../components/ModalShell';
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
  return (
    <ModalShell
      open={open}
      onClose={closeMobileSidebar}
      initialFocus={closeRef}
      returnFocus={toggleRef}
      overlayClassName="ns-backdrop z-50 bg-slate-950/60 md:hidden"
      overlayTestId="sidebar-backdrop"
      panel={{
        id: MOBILE_SIDEBAR_ID,
        'aria-label': 'Dashboard menu',
        className: 'ns-panel relative flex h-full w-[18rem] max-w-[calc(100vw-3rem)] flex-col bg-ink shadow-2xl',
      }}
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
    </ModalShell>
  );
}
