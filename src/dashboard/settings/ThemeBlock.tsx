import { ThemeChoice } from '../../ui/ThemeChoice';

/** Appearance tab: the colour theme, kept on this device and applied at once (not by Save Changes). */
export function ThemeBlock() {
  return (
    <div className="grid gap-1">
      <ThemeChoice name="theme-settings" className="max-w-md" />
      <p className="m-0 text-sm text-slate-600">Applies at once and is remembered on this device. System follows your device's light or dark setting.</p>
    </div>
  );
}
