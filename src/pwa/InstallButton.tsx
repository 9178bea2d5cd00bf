import { lazy, Suspense, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Button, type ButtonVariant } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { useHydrated } from '../ui/useHydrated';
import { isIos, isStandalone } from './displayMode';
import { installPrompt, promptInstall } from './install';

// Only iPhone and iPad visitors ever open it: loaded on the first click.
const IosInstallSheet = lazy(() => import('./IosInstallSheet'));

/**
 * "Install app": opens the browser's install offer while there is one (beforeinstallprompt), or
 * on iOS, which has none, a sheet showing Share -> Add to Home Screen. Never shown in the installed app.
 */
export function InstallButton({ variant = 'secondary', className }: { variant?: ButtonVariant; className?: string }) {
  useSignals();
  const hydrated = useHydrated();
  const [sheetOpen, setSheetOpen] = useState(false);
  // The browser may offer installation before hydration ends; the server HTML has no button.
  if (!hydrated) return null;
  const ios = !installPrompt.value && isIos() && !isStandalone();
  if (!installPrompt.value && !ios) return null;
  return (
    <>
      <Button
        variant={variant}
        size="sm"
        className={className}
        aria-haspopup={ios ? 'dialog' : undefined}
        onClick={() => (ios ? setSheetOpen(true) : void promptInstall())}
      >
        <Icon name="i-lucide-download" />
        Install app
      </Button>
      {sheetOpen && (
        <Suspense fallback={null}>
          <IosInstallSheet onClose={() => setSheetOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
