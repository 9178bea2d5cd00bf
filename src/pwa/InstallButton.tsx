import { Suspense } from 'react';
import { lazyRetry } from '../ui/lazyRetry';
import { useSignals } from '@preact/signals-react/runtime';
import type { ButtonVariant } from '../ui/Button';
import { useHydrated } from '../ui/useHydrated';
import { isIos, isStandalone } from './displayMode';
import { installPrompt } from './install';

// The button and the iOS sheet load only where installation is on offer: never on a first load
// without one (browsers offer it after the service worker registers, see ./startLater).
const InstallOffer = lazyRetry(() => import('./InstallOffer'));

/** "Install app" where the browser offers installation, or on iOS (which has no prompt); never in the installed app. */
export function InstallButton(props: { variant?: ButtonVariant; className?: string }) {
  useSignals();
  const hydrated = useHydrated();
  // The browser may offer installation before hydration ends; the server HTML has no button.
  if (!hydrated || !(installPrompt.value || (isIos() && !isStandalone()))) return null;
  return (
    <Suspense fallback={null}>
      <InstallOffer {...props} />
    </Suspense>
  );
}
