/** The build's version label (package version, or APP_VERSION at build time). */
declare const __APP_VERSION__: string;
/** The build's date, YYYY-MM-DD (BUILD_DATE at build time, else the day it ran). */
declare const __BUILD_DATE__: string;
