/**
 * The colour theme as public/head.js keeps it: the choice saved on this device under
 * localStorage 'theme' ('light' | 'dark'; none means follow the system) and the theme in
 * force on <html data-theme>, which head.js keeps up to date.
 */
export type ThemeChoice = 'system' | 'light' | 'dark';
export const THEME_KEY = 'theme';

export const themeOptions: readonly { value: ThemeChoice; label: string; icon: `i-lucide-${string}` }[] = [
  { value: 'system', label: 'System', icon: 'i-lucide-monitor' },
  { value: 'light', label: 'Light', icon: 'i-lucide-sun' },
  { value: 'dark', label: 'Dark', icon: 'i-lucide-moon' },
];

export function readThemeChoice(): ThemeChoice {
  try {
    const saved = localStorage.getItem(THEME_KEY);
    return saved === 'light' || saved === 'dark' ? saved : 'system';
  } catch {
    return 'system';
  }
}

/** The theme in force ('dark' or 'light'), for code that cannot use the CSS tokens. */
export const currentTheme = (): 'light' | 'dark' =>
  typeof document !== 'undefined' && document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';

/** Calls `listener` whenever the theme in force changes (head.js rewrites <html data-theme>). */
export function onThemeChange(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}
