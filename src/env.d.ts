/** The build's version label (package version, or APP_VERSION at build time). */
declare const __APP_VERSION__: string;
