import { signal } from '@preact/signals-react';

/** The subset of the non-standard BeforeInstallPromptEvent we use. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Set while the browser offers installation; null when it does not (or the app is installed). */
export const installPrompt = signal<InstallPromptEvent | null>(null);

export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = installPrompt.value;
  if (!event) return 'unavailable';
  await event.prompt();
  const { outcome } = await event.userChoice;
  // A prompt can only be used once.
  installPrompt.value = null;
  return outcome;
}
