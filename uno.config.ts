import { defineConfig, presetWind4, transformerVariantGroup } from 'unocss';
import { colors as wind } from '@unocss/preset-wind4/colors';

/*
 * Theme tokens. Every colour utility reads a CSS variable, so the dark theme is a second set
 * of values under <html data-theme="dark"> (set before first paint by public/head.js), not
 * per-component overrides. The palette plays two roles, switched separately:
 * - surfaces (bg, border, ring, gradient): the light shades (white, slate-50..300, tints) turn
 *   dark; the deep shades (buttons, dark bands such as the footer) stay as they are;
 * - text: the dark shades (ink, slate-500.., brand-600..) turn light; the light shades are
 *   only used on dark bands, so they stay light in both themes.
 */
const brand = { 50: '#eef4ff', 100: '#dbe6fe', 600: '#1d4ed8', 700: '#1e40af', 800: '#1e3a8a' };
const INK = '#0b1f3a';

/** Dark values of the surface colours (wind4 names them --colors-<name>). */
export const darkSurfaces: Record<string, string> = {
  white: '#0f172a',
  surface: '#0f172a',
  'ink-DEFAULT': '#15294b',
  'slate-50': '#0a1120',
  'slate-100': '#1e293b',
  'slate-200': '#2c3a50',
  'slate-300': '#4a5a72',
  'brand-50': '#16284a',
  'brand-100': '#1f3a6b',
  'emerald-100': '#0b3b2e',
  'rose-50': '#2b1119',
  'rose-100': '#4a1425',
  'amber-50': '#2a1d07',
  'amber-100': '#3f2a06',
  'blue-100': '#172554',
  'violet-100': '#2e1a5e',
  'teal-100': '#0b3433',
  focus: '#8ab4ff',
  chart: '#6f9bff',
};

/** Text colours that switch: light value, dark value (at least 4.5:1 on every dark surface above). */
export const text: Record<string, [string, string]> = {
  ink: [INK, '#e8eef7'],
  'slate-400': [wind.slate[400], '#a3b1c4'],
  'slate-500': [wind.slate[500], '#a3b1c4'],
  'slate-600': [wind.slate[600], '#b4c0d0'],
  'slate-700': [wind.slate[700], '#cbd5e1'],
  'slate-800': [wind.slate[800], '#dde4ee'],
  'brand-600': [brand[600], '#9dbcff'],
  'brand-700': [brand[700], '#a8c4ff'],
  'brand-800': [brand[800], '#c2d5ff'],
  'rose-700': [wind.rose[700], '#fda4af'],
  'rose-800': [wind.rose[800], '#fecdd3'],
  'emerald-700': [wind.emerald[700], '#6ee7b7'],
  'emerald-800': [wind.emerald[800], '#a7f3d0'],
  'amber-900': [wind.amber[900], '#fde68a'],
  'amber-950': [wind.amber[950], '#fef3c7'],
  'blue-800': [wind.blue[800], '#bfdbfe'],
  'violet-800': [wind.violet[800], '#ddd6fe'],
  'teal-800': [wind.teal[800], '#99f6e4'],
};

/** The dimmed page behind a modal dialog (--scrim): light, dark. A dark page needs a deeper one. */
export const scrim: [string, string] = ['rgb(11 31 58 / 0.45)', 'rgb(2 6 23 / 0.72)'];

const vars = (entries: [string, string][]) => entries.map(([k, v]) => `${k}:${v}`).join(';');
const darkVars = vars([
  ['color-scheme', 'dark'],
  ['--scrim', scrim[1]],
  ...Object.entries(darkSurfaces).map(([k, v]): [string, string] => [`--colors-${k}`, v]),
  ...Object.entries(text).map(([k, v]): [string, string] => [`--fg-${k}`, v[1]]),
]);
// Explicit choice (data-theme, from public/head.js) or, with scripts off, the system's.
const themeCss = [
  `:root{color-scheme:light;--scrim:${scrim[0]};${vars(Object.entries(text).map(([k, v]) => [`--fg-${k}`, v[0]]))}}`,
  `:root[data-theme=dark]{${darkVars}}`,
  `@media (prefers-color-scheme:dark){:root:not([data-theme=light]){${darkVars}}}`,
].join('\n');

const palette = /^(white|ink|slate|brand|rose|emerald|amber|violet|teal|blue|sky)(?:-(\d+))?$/;
/** The value of a palette colour name ('slate-600', 'white') in the light theme. */
function lightValue(name: string): string | undefined {
  const m = palette.exec(name);
  if (!m) return undefined;
  const [, family, shade] = m;
  if (family === 'white') return '#fff';
  if (family === 'ink') return INK;
  const scale = (family === 'brand' ? brand : (wind as unknown as Record<string, Record<string, string>>)[family!]) as Record<string, string>;
  return shade ? scale[shade] : undefined;
}
const withAlpha = (color: string, alpha?: string) => (alpha ? `color-mix(in oklab, ${color} ${alpha}%, transparent)` : color);

export default defineConfig({
  presets: [
    // No `property` preflight: it gives the custom properties their initial values in browsers
    // without @property (Safari < 16.4, Firefox < 128), older than the site supports (docs/spec-choices.md).
    presetWind4({ preflights: { reset: true, property: false } }),
  ],
  transformers: [transformerVariantGroup()],
  // wind4 writes each theme colour's opacity mix twice: in srgb, and again in oklab behind
  // @supports (color-mix(in lab, …)). Every browser the site supports knows both, and a colour mixed
  // with transparent comes out the same in either space, so the second copy is only bytes.
  postprocess: [(util) => (util.parent?.includes('color-mix(in lab, red, red)') ? [] : undefined)],
  // Content modules (.ts) hold class names too, so scan them as well as TSX.
  content: { pipeline: { include: [/\.([jt]sx?|html)($|\?)/] } },
  theme: {
    colors: {
      ink: { DEFAULT: INK, soft: '#334155' },
      brand,
      // Page and card background (white in the light theme).
      surface: '#ffffff',
      // Fixed colours for things that look the same in both themes (a white pill on a dark band).
      paper: '#ffffff',
      night: INK,
      // Focus outlines: visible on light and dark surfaces alike.
      focus: brand[600],
      // Chart marks (dashboard).
      chart: brand[600],
    },
    font: {
      sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    },
  },
  rules: [
    // Text colours: switching ones read --fg-*, light shades (on dark bands only) stay fixed.
    [
      /^text-([a-z]+(?:-\d+)?)(?:\/(\d+))?$/,
      ([, name, alpha]) => {
        if (text[name!]) return { color: withAlpha(`var(--fg-${name})`, alpha) };
        const fixed = lightValue(name!);
        return fixed ? { color: withAlpha(fixed, alpha) } : undefined;
      },
    ],
    // Translucent white only ever sits on dark bands (it lightens them): fixed in both themes.
    [/^(bg|border)-white\/(\d+)$/, ([, prop, alpha]) => ({ [prop === 'bg' ? 'background-color' : 'border-color']: `rgb(255 255 255 / ${alpha}%)` })],
  ],
  preflights: [{ getCSS: () => themeCss }],
  shortcuts: {
    'container-page': 'mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8',
    'section-y': 'py-16 md:py-24',
    // The site header's compact look (site/layout/Header.tsx), and the same before the app runs,
    // read from the <html data-scrolled> that public/head.js sets past 10 px of scroll.
    'bar-compact': 'bg-surface/85 shadow-sm backdrop-blur-md',
    'pre-app-compact': '[html[data-scrolled]_&]:bar-compact',
    'pre-app-h-18': '[html[data-scrolled]_&]:h-18',
    'focus-ring': 'outline-none focus-visible:(outline-2 outline-offset-2 outline-solid outline-focus)',
    btn: 'focus-ring whitespace-nowrap inline-flex items-center justify-center gap-2 rounded-lg px-5 py-3 text-base font-semibold no-underline transition-colors duration-150 cursor-pointer select-none',
    'btn-primary': 'btn bg-brand-600 text-white hover:bg-brand-700',
    'btn-secondary': 'btn border border-slate-300 bg-white text-ink hover:bg-slate-50',
    'btn-ghost': 'btn bg-transparent text-ink hover:bg-slate-100',
    'btn-inverse': 'btn bg-paper text-night hover:bg-paper/90',
    'btn-sm': 'px-3 py-2 text-sm',
    card: 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm',
    eyebrow: 'inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800',
    'heading-1': 'text-4xl font-extrabold tracking-tight text-ink sm:text-5xl lg:text-6xl',
    'heading-2': 'text-3xl font-bold tracking-tight text-ink sm:text-4xl',
    'heading-3': 'text-xl font-semibold text-ink',
    lead: 'text-lg leading-relaxed text-slate-600',
    body: 'text-base leading-relaxed text-slate-600',
    'field-label': 'block text-sm font-medium text-ink mb-1',
    field: 'focus-ring block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-ink placeholder:text-slate-500',
    // Neither link shortcut is named link-*: UnoCSS reads that prefix as the :link variant, and such a
    // shortcut makes no CSS at all (as 'link-plain' did until 2026-12-07).
    // A link that looks like the text around it until hovered.
    'plain-link': 'focus-ring rounded text-inherit no-underline hover:text-brand-700',
    // A link that stands alone in brand colour (a page in a list, a menu's call to action).
    'brand-link': 'focus-ring rounded font-semibold text-brand-700 no-underline hover:underline',
    'icon-tile': 'inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700',
    // Header menus: every page carries them in its HTML, so their class lists are kept short.
    'nav-trigger': 'focus-ring whitespace-nowrap inline-flex items-center gap-0.5 rounded-lg px-1 py-2 text-[13px] font-semibold lg:(gap-1 px-2 text-sm) text-ink transition-colors hover:bg-slate-100 cursor-pointer bg-transparent border-0',
    'nav-link': 'focus-ring block whitespace-nowrap rounded-lg px-2 py-2 text-sm font-semibold text-ink no-underline hover:bg-slate-100',
    'mega-link': 'focus-ring flex items-start gap-3 rounded-xl p-3 text-ink no-underline hover:bg-slate-50',
    'menu-link': 'focus-ring block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold text-ink no-underline hover:bg-slate-100',
    'mobile-item': 'focus-ring flex w-full items-center justify-between rounded-lg px-3 py-3 text-base font-semibold text-ink no-underline hover:bg-slate-100',
  },
  safelist: ['is-visible'],
});
