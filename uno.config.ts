import { defineConfig, presetWind4, transformerVariantGroup } from 'unocss';

// Repeated class sets live here as named shortcuts so components stay short
// and a visual change is made once.
export default defineConfig({
  presets: [
    presetWind4({ preflights: { reset: true } }),
  ],
  transformers: [transformerVariantGroup()],
  // Content modules (.ts) hold class names too, so scan them as well as TSX.
  content: { pipeline: { include: [/\.([jt]sx?|html)($|\?)/] } },
  theme: {
    colors: {
      ink: { DEFAULT: '#0b1f3a', soft: '#334155' },
      brand: { 50: '#eef4ff', 100: '#dbe6fe', 600: '#1d4ed8', 700: '#1e40af', 800: '#1e3a8a' },
    },
    font: {
      sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    },
  },
  shortcuts: {
    'container-page': 'mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8',
    'section-y': 'py-16 md:py-24',
    'focus-ring': 'outline-none focus-visible:(outline-2 outline-offset-2 outline-solid outline-brand-600)',
    btn: 'focus-ring whitespace-nowrap inline-flex items-center justify-center gap-2 rounded-lg px-5 py-3 text-base font-semibold no-underline transition-colors duration-150 cursor-pointer select-none',
    'btn-primary': 'btn bg-brand-600 text-white hover:bg-brand-700',
    'btn-secondary': 'btn border border-slate-300 bg-white text-ink hover:bg-slate-50',
    'btn-ghost': 'btn bg-transparent text-ink hover:bg-slate-100',
    'btn-inverse': 'btn bg-white text-ink hover:bg-brand-50',
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
    'link-plain': 'focus-ring rounded text-inherit no-underline hover:text-brand-700',
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
