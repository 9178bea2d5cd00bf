// keen-slider's stylesheet comes with this lazy part, and the prerender inlines it in the page
// (scripts/prerender-plugin.ts): the slides already sit in a row before the app runs. Its
// JavaScript loads on demand.
import 'keen-slider/keen-slider.min.css';
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { KeenSliderInstance } from 'keen-slider';
// The package's own ES file, served verbatim: re-minified by our bundler it misbehaves
// (next() jumps to a huge index), so it is loaded by URL instead of as a bundled chunk.
import keenSliderUrl from 'keen-slider/keen-slider.es.js?url';
import { Link } from 'wouter';
import { caseStudyHref } from '../../content/pageSlugs';
import { growthCases, growthCasesIntro, type GrowthCase } from '../../content/growthCases';
import { cx } from '../../ui/cx';
import { Icon } from '../../ui/Icon';
import { Reveal } from '../../ui/Reveal';
import { SectionIntro } from '../widgets/SectionIntro';
import { carouselOptions } from './carouselOptions';

const TOTAL = growthCases.length;
/** A slide's place in the loop (0 to TOTAL - 1) for any count of moves, back or forward. */
const slideOf = (i: number) => ((i % TOTAL) + TOTAL) % TOTAL;
/** Before keen-slider runs, spacing and centring come from CSS so the server HTML already looks right. */
const PRE_TRACK = 'gap-4 sm:gap-5 md:gap-6 lg:gap-8';
const PRE_FIRST = 'sm:ml-[8.333%] md:ml-[10%] lg:ml-[12.5%]';
const NAV_BUTTON =
  'focus-ring inline-flex h-12 w-12 items-center justify-center rounded-full border border-slate-300 bg-white text-ink shadow-sm transition-colors hover:(border-brand-600 bg-brand-50 text-brand-700) cursor-pointer';

function Slide({ item, index, current, ready }: { item: GrowthCase; index: number; current: boolean; ready: boolean }) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${TOTAL}`}
      data-current={current ? 'true' : undefined}
      className={cx('keen-slider__slide shrink-0 basis-full sm:basis-5/6 md:basis-4/5 lg:basis-3/4', index === 0 && !ready && PRE_FIRST)}
    >
      <article className="grid h-full overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm md:grid-cols-[1fr_1.1fr]">
        <img src={item.image} width={480} height={320} alt="" loading="lazy" decoding="async" className="block h-56 w-full bg-brand-50 object-cover md:h-full" />
        <div className="flex flex-col p-6 sm:p-8">
          <div className="flex items-center gap-3">
            <img src={item.logo} width={40} height={40} alt="" loading="lazy" decoding="async" className="h-10 w-10" />
            <p className="m-0 text-sm font-semibold uppercase tracking-wide text-slate-600">{item.company}</p>
          </div>
          <h3 className="heading-3 m-0 mt-5 text-2xl leading-snug">{item.title}</h3>
          <Link href={caseStudyHref(item.caseStudy)} className="plain-link mt-4 inline-flex items-center gap-2 self-start font-semibold text-brand-700">
            Read the {item.company} case study
            <Icon name="i-lucide-arrow-right" className="h-4 w-4" />
          </Link>
          <dl className="m-0 mt-auto grid grid-cols-2 gap-4 pt-8">
            {item.stats.map((s) => (
              <div key={s.label} className="rounded-2xl bg-brand-50 p-4">
                <dt className="text-sm text-slate-700">{s.label}</dt>
                <dd className="m-0 mt-1 text-3xl font-extrabold tracking-tight text-brand-700">{s.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </article>
    </div>
  );
}

/**
 * Growth cases carousel (keen-slider): loops, centres the current slide, previous/next buttons,
 * ArrowLeft/ArrowRight on the focused region. Slides are plain prerendered markup; the slider
 * attaches after hydration through a dynamic import so it is not part of the first load.
 */
export function GrowthCarousel() {
  const trackRef = useRef<HTMLDivElement>(null);
  const slider = useRef<KeenSliderInstance | null>(null);
  const [ready, setReady] = useState<null | typeof import('keen-slider').default>(null);
  const [current, setCurrent] = useState(0);
  const [announce, setAnnounce] = useState('');
  // True once keen-slider runs: the arrows and keys move slides from then on (tests wait for it).
  const [live, setLive] = useState(false);
  // Moves asked for before keen-slider runs (its code loads after the section hydrates; a press
  // made before the app ran is made again then): it opens on the slide they lead to.
  const early = useRef(0);

  useEffect(() => {
    let cancelled = false;
    (import(/* @vite-ignore */ keenSliderUrl) as Promise<typeof import('keen-slider')>)
      .then((mod) => {
        if (!cancelled) setReady(() => mod.default);
      })
      // Without the slider the cases stay readable as static slides.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);

  const announceSlide = (rel: number) => setAnnounce(`Slide ${rel + 1} of ${TOTAL}: ${growthCases[rel]?.company ?? ''}`);

  // Runs after the render that dropped the pre-init spacing, so keen-slider measures the final layout.
  useEffect(() => {
    if (!ready || !trackRef.current) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const instance = new ready(trackRef.current, {
      ...carouselOptions(reduced),
      initial: slideOf(early.current),
      created: (s) => {
        const rel = s.track.details.rel;
        setCurrent(rel);
        if (rel) announceSlide(rel); // moved by presses made while it loaded
        setLive(true);
      },
      slideChanged: (s) => {
        const rel = s.track.details.rel;
        setCurrent(rel);
        announceSlide(rel);
      },
    });
    slider.current = instance;
    return () => {
      instance.destroy();
      slider.current = null;
      setLive(false);
    };
  }, [ready]);

  const move = (dir: -1 | 1) => {
    const s = slider.current;
    if (!s) {
      early.current += dir;
      return;
    }
    // Count from where a running animation is heading, so quick repeated presses each move one slide.
    const from = s.animator.targetIdx ?? s.track.details.abs;
    s.moveToIdx(from + dir, true);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      e.preventDefault();
      move(e.key === 'ArrowLeft' ? -1 : 1);
    }
  };

  // Tab onto a link in a slide at the side: the browser scrolls the track to show it, behind
  // keen-slider's back (it moves slides by transform), so the counter names another slide and the
  // next move jumps. Keep the track unscrolled and bring the focused slide to the centre instead.
  const onTrackScroll = () => {
    const track = trackRef.current;
    if (slider.current && track && track.scrollLeft !== 0) track.scrollLeft = 0;
  };
  const onTrackFocus = (e: FocusEvent<HTMLDivElement>) => {
    const s = slider.current;
    const track = trackRef.current;
    if (!s || !track) return;
    onTrackScroll();
    const slide = (e.target as HTMLElement).closest('.keen-slider__slide');
    const index = slide ? [...track.children].indexOf(slide) : -1;
    if (index < 0) return;
    const target = s.animator.targetIdx ?? s.track.details.abs;
    let delta = index - slideOf(target);
    // The shorter way round the loop.
    if (delta > TOTAL / 2) delta -= TOTAL;
    else if (delta < -TOTAL / 2) delta += TOTAL;
    if (delta !== 0) s.moveToIdx(target + delta, true);
  };

  return (
    <section aria-labelledby="growth-title" className="section-y overflow-hidden bg-slate-50">
      <Reveal>
        <div className="container-page flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <div className="max-w-2xl">
            <SectionIntro headingId="growth-title" eyebrow={growthCasesIntro.eyebrow} title={growthCasesIntro.title} intro={growthCasesIntro.intro} />
          </div>
        </div>
        <section
          aria-roledescription="carousel"
          aria-label="Growth cases"
          data-ready={live ? 'true' : undefined}
          tabIndex={0}
          onKeyDown={onKeyDown}
          className="focus-ring mx-auto mt-12 max-w-[90rem] rounded-3xl px-4 sm:px-0"
        >
          <div ref={trackRef} onFocus={onTrackFocus} onScroll={onTrackScroll} className={cx('keen-slider', !ready && PRE_TRACK)}>
            {growthCases.map((item, i) => (
              <Slide key={item.id} item={item} index={i} current={i === current} ready={!!ready} />
            ))}
          </div>
          <div className="container-page mt-8 flex items-center justify-center gap-4">
            <button type="button" className={NAV_BUTTON} aria-label="Previous slide" onClick={() => move(-1)}>
              <Icon name="i-lucide-arrow-left" className="h-5 w-5" />
            </button>
            <p className="m-0 min-w-16 text-center text-sm font-semibold text-slate-700" aria-hidden="true">
              {current + 1} / {TOTAL}
            </p>
            <button type="button" className={NAV_BUTTON} aria-label="Next slide" onClick={() => move(1)}>
              <Icon name="i-lucide-arrow-right" className="h-5 w-5" />
            </button>
          </div>
          <p className="sr-only" aria-live="polite">
            {announce}
          </p>
        </section>
      </Reveal>
    </section>
  );
}
