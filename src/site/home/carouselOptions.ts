import type { KeenSliderOptions } from 'keen-slider';

/** Slide animation in ms for buttons and arrow keys (0 with prefers-reduced-motion). */
export const SLIDE_DURATION_MS = 500;
/** Ease-out quint; keen-slider needs an easing whenever defaultAnimation is set. */
export const easeOut = (t: number) => 1 - Math.pow(1 - t, 5);

/**
 * keen-slider options for the growth-cases carousel, read from SPEC.md §9:
 * - "loops, centred": loop: true, slides.origin 'center'.
 * - "slide width full on small screens, then 5/6, 4/5, 3/4": perView 1 below 640 px,
 *   then 1.2 (640 px), 1.25 (768 px), 1.333 (1024 px); 1 / perView is the slide's share.
 * - "duration 25": a scroll-speed unit of another carousel library (about half a second);
 *   keen-slider takes milliseconds, so defaultAnimation.duration = 500 ms.
 * - "drag threshold 10": keen-slider has no such option; its drag check already waits
 *   until the pointer has clearly moved sideways before dragging. Drag stays on (drag: true).
 * - "containment by trimming snaps": only meaningful without loop; with loop there are no
 *   edges to trim, so the closest keen-slider settings are mode 'snap' (every move ends on
 *   a slide) and rubberband: false (no overscroll past a snap).
 */
export function carouselOptions(reducedMotion: boolean): KeenSliderOptions {
  return {
    loop: true,
    mode: 'snap',
    drag: true,
    rubberband: false,
    defaultAnimation: { duration: reducedMotion ? 0 : SLIDE_DURATION_MS, easing: easeOut },
    slides: { origin: 'center', perView: 1, spacing: 16 },
    breakpoints: {
      '(min-width: 640px)': { slides: { origin: 'center', perView: 1.2, spacing: 20 } },
      '(min-width: 768px)': { slides: { origin: 'center', perView: 1.25, spacing: 24 } },
      '(min-width: 1024px)': { slides: { origin: 'center', perView: 4 / 3, spacing: 32 } },
    },
  };
}
