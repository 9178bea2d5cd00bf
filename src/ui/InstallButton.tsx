import { useSignals } from '@preact/signals-react/runtime';
import { installPrompt, promptInstall } from '../state/install';
import { Button, type ButtonVariant } from './Button';
import { Icon } from './Icon';
import { useHydrated } from './useHydrated';

/** Shown only while the browser offers installation (beforeinstallprompt fired). */
export function InstallButton({ variant = 'secondary', className }: { variant?: ButtonVariant; className?: string }) {
  useSignals();
  const hydrated = useHydrated();
  // The browser may offer installation before hydration ends; the server HTML has no button.
  if (!hydrated || !installPrompt.value) return null;
  return (
    <Button variant={variant} size="sm" className={className} onClick={() => void promptInstall()}>
      <Icon name="i-lucide-download" />
      Install app
    </Button>
  );
}
