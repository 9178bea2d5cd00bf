import { HERO_DELAYS_MS, heroPipeline, homeHero } from '../../content/home';
import { ButtonLink } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { WatchDemo } from './WatchDemo';

const [TAG_DELAY, HEADLINE_DELAY, BODY_DELAY, TRUST_DELAY] = HERO_DELAYS_MS;
// Delays as classes, not style="": with style hashes in the CSP, browsers block style attributes.
// They set the --hero-delay that .hero-rise/.hero-slide put into their animation shorthand (an
// animation-delay class would lose to that shorthand, which resets the delay); keyed by every value of HERO_DELAYS_MS.
const DELAY_CLASS: Record<(typeof HERO_DELAYS_MS)[number], string> = {
  300: '[--hero-delay:300ms]',
  500: '[--hero-delay:500ms]',
  700: '[--hero-delay:700ms]',
  900: '[--hero-delay:900ms]',
};
const delay = (ms: (typeof HERO_DELAYS_MS)[number]) => DELAY_CLASS[ms];

/** Avatars in the trust line: initials on brand tints (decorative). */
const trustAvatars = [
  { initials: 'HR', tone: 'bg-brand-600' },
  { initials: 'DO', tone: 'bg-emerald-700' },
  { initials: 'SL', tone: 'bg-violet-700' },
  { initials: 'MB', tone: 'bg-ink' },
] as const;

/**
 * Home hero: the LCP element is the headline, which only slides in (never starts invisible).
 * Tag, text, buttons and trust line fade and rise with the SPEC.md delays (300/500/700/900 ms).
 */
export function HomeHero() {
  return (
    <section aria-labelledby="home-hero-title" className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white pb-20 pt-32 md:pb-28 md:pt-40">
      <div aria-hidden="true" className="pointer-events-none absolute -right-40 -top-40 h-[32rem] w-[32rem] rounded-full bg-brand-100/60 blur-3xl" />
      <div className="container-page relative grid items-center gap-14 lg:grid-cols-[1.1fr_0.9fr]">
        <div className="max-w-2xl">
          <p className={`eyebrow hero-rise m-0 bg-white shadow-sm ring-1 ring-brand-100 ${delay(TAG_DELAY)}`}>
            <Icon name="i-lucide-sparkles" className="h-4 w-4" />
            {homeHero.tag}
          </p>
          <h1 id="home-hero-title" className={`hero-slide m-0 mt-6 text-5xl font-extrabold leading-[1.05] tracking-tight text-ink sm:text-6xl lg:text-7xl ${delay(HEADLINE_DELAY)}`}>
            {homeHero.headline}
          </h1>
          <p className={`lead hero-rise m-0 mt-6 max-w-xl md:text-xl ${delay(BODY_DELAY)}`}>
            {homeHero.text}
          </p>
          <div className={`hero-rise mt-9 flex flex-col gap-3 sm:flex-row ${delay(BODY_DELAY)}`}>
            <ButtonLink href={homeHero.primaryHref} className="shadow-lg shadow-brand-600/20">
              {homeHero.primaryCta}
              <Icon name="i-lucide-arrow-right" className="h-5 w-5" />
            </ButtonLink>
            <WatchDemo>
              <Icon name="i-lucide-circle-play" className="h-5 w-5 text-brand-700" />
              {homeHero.secondaryCta}
            </WatchDemo>
          </div>
          <div className={`hero-rise mt-10 flex items-center gap-4 ${delay(TRUST_DELAY)}`}>
            <ul aria-hidden="true" className="m-0 flex list-none p-0">
              {trustAvatars.map((a, i) => (
                <li key={a.initials} className={`${a.tone} ${i ? '-ml-1' : ''} flex h-9 w-9 items-center justify-center rounded-full text-xs font-bold text-white ring-2 ring-white`}>
                  {a.initials}
                </li>
              ))}
            </ul>
            <p className="m-0 text-sm font-semibold text-slate-700">{homeHero.trust}</p>
          </div>
        </div>
        <PipelineCard />
      </div>
    </section>
  );
}

/** Decorative funnel card beside the hero text (large screens only). */
function PipelineCard() {
  return (
    <div aria-hidden="true" className={`hero-slide relative hidden lg:block ${delay(BODY_DELAY)}`}>
      {/* Bottom padding: room for the "Meeting booked" note that overlaps the card's lower edge, below the last bar. */}
      <div className="rounded-3xl border border-slate-200 bg-white p-8 pb-16 shadow-2xl shadow-brand-800/10">
        <div className="flex items-center justify-between">
          <p className="m-0 text-sm font-semibold text-slate-600">{heroPipeline.title}</p>
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-semibold text-emerald-800">
            <Icon name="i-lucide-trending-up" className="h-3.5 w-3.5" />
            +68%
          </span>
        </div>
        <ul className="m-0 mt-6 list-none space-y-5 p-0">
          {heroPipeline.rows.map((row) => (
            <li key={row.label}>
              <div className="flex items-baseline justify-between text-sm">
                <span className="text-slate-600">{row.label}</span>
                <span className="font-bold text-ink">{row.value}</span>
              </div>
              <div className="mt-2 h-2.5 rounded-full bg-slate-100">
                <div className={`${row.width} h-2.5 rounded-full bg-gradient-to-r from-brand-600 to-sky-400`} />
              </div>
            </li>
          ))}
        </ul>
      </div>
      <div className="absolute -bottom-6 -left-8 flex items-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-xl">
        <span className="icon-tile h-10 w-10">
          <Icon name="i-lucide-calendar-days" className="h-5 w-5" />
        </span>
        <span className="text-sm">
          <span className="block font-bold text-ink">Meeting booked</span>
          <span className="text-slate-600">VP Sales, fintech · 2 min ago</span>
        </span>
      </div>
    </div>
  );
}
