import { Suspense, useState } from 'react';
import { lazyRetry } from '../ui/lazyRetry';
import { useSignals } from '@preact/signals-react/runtime';
import { Button, type ButtonVariant } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { isIos, isStandalone } from './displayMode';
import { installPrompt } from './install';

// Only iPhone and iPad visitors ever open it: loaded on the first click.
const IosInstallSheet = lazyRetry(() => import('./IosInstallSheet'));

async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = installPrompt.value;
  if (!event) return 'unavailable';
  await event.prompt();
  const { outcome } = await event.userChoice;
  // A prompt can only be used once.
  installPrompt.value = null;
  return outcome;
}

/**
 * "Install app": opens the browser's install offer while there is one (beforeinstallprompt), or
 * on iOS, which has none, a sheet showing Share -> Add to Home Screen. Never shown in the installed app.
 * Loaded by ./InstallButton once one of those is true.
 */
export default function InstallOffer({ variant = 'secondary', className }: { variant?: ButtonVariant; className?: string }) {
  useSignals();
  const [sheetOpen, setSheetOpen] = useState(false);
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
