/** The running build: version label and build date (both fixed at build time). */
export function AppVersion({ className }: { className?: string }) {
  return (
    <span className={className}>
      <span data-testid="app-version">Version {__APP_VERSION__}</span>, built <time dateTime={__BUILD_DATE__}>{__BUILD_DATE__}</time>
    </span>
  );
}
