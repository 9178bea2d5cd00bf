/** True when the site runs as an installed app (home screen, app window). */
export const isStandalone = (): boolean =>
  window.matchMedia?.('(display-mode: standalone)').matches === true || (navigator as { standalone?: boolean }).standalone === true;

/**
 * iPhone and iPad browsers have no install prompt (no beforeinstallprompt): adding to the home
 * screen is done from the Share menu. iPadOS reports itself as a Mac, but one with a touch screen.
 */
export function isIos(userAgent = navigator.userAgent, touchPoints = navigator.maxTouchPoints ?? 0): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1);
}
