import { useSignals } from '@preact/signals-react/runtime';
import { Button, type ButtonVariant } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { useHydrated } from '../ui/useHydrated';
import { installPrompt, promptInstall } from './install';

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
