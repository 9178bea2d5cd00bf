import { useSignals } from '@preact/signals-react/runtime';
import { installPrompt, promptInstall } from '../state/install';
import { Button, type ButtonVariant } from './Button';
import { Icon } from './Icon';

/** Shown only while the browser offers installation (beforeinstallprompt fired). */
export function InstallButton({ variant = 'secondary', className }: { variant?: ButtonVariant; className?: string }) {
  useSignals();
  if (!installPrompt.value) return null;
  return (
    <Button variant={variant} size="sm" className={className} onClick={() => void promptInstall()}>
      <Icon name="i-lucide-download" />
      Install app
    </Button>
  );
}
