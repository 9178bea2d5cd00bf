import { useSignals } from '@preact/signals-react/runtime';
import { testimonials, testimonialsIntro } from '../../content/testimonials';
import { cx } from '../../ui/cx';
import { Icon } from '../../ui/Icon';
import { Section } from '../../ui/Section';
import { useHydrated } from '../../ui/useHydrated';
import { goToTestimonial, nextTestimonial, prevTestimonial, testimonialIndex } from '../state/testimonials';

const ARROW =
  'focus-ring inline-flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-ink transition-colors hover:(border-brand-600 text-brand-700) cursor-pointer';

/** Testimonial slider: one quote at a time, previous/next wrap, dots jump to an item. */
export function Testimonials() {
  useSignals();
  // Marks the controls as live once hydrated (the section may hydrate only when scrolled near).
  const hydrated = useHydrated();
  const index = testimonialIndex.value;
  const t = testimonials[index] ?? testimonials[0]!;
  const initials = t.author
    .split(' ')
    .map((w) => w[0])
    .join('');
  return (
    <Section id="testimonials" eyebrow={testimonialsIntro.eyebrow} title={testimonialsIntro.title}>
      <div className="mx-auto max-w-4xl" data-ready={hydrated ? 'true' : undefined}>
        {/* The live region stays; the quote in it is new each time (the key restarts its entrance).
            A region put in new, with the quote already inside, goes unannounced. */}
        <div aria-live="polite">
          <figure
            key={index}
            aria-label={`Testimonial ${index + 1} of ${testimonials.length}`}
            className="hero-rise relative m-0 rounded-3xl border border-slate-200 bg-gradient-to-br from-white to-brand-50 p-8 text-center shadow-sm sm:p-12"
          >
            <Icon name="i-lucide-quote" className="mx-auto h-10 w-10 text-brand-600" />
            <blockquote className="m-0 mt-6 text-xl font-medium leading-relaxed text-ink sm:text-2xl">
              <p className="m-0">“{t.quote}”</p>
            </blockquote>
            <figcaption className="mt-8 flex items-center justify-center gap-4 text-left">
              <span aria-hidden="true" className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                {initials}
              </span>
              <span>
                <span className="block font-semibold text-ink">{t.author}</span>
                <span className="block text-sm text-slate-600">
                  {t.position}, {t.company}
                </span>
              </span>
            </figcaption>
          </figure>
        </div>
        <div className="mt-8 flex items-center justify-center gap-6">
          <button type="button" className={ARROW} aria-label="Previous testimonial" onClick={prevTestimonial}>
            <Icon name="i-lucide-chevron-left" className="h-5 w-5" />
          </button>
          <ul className="m-0 flex list-none items-center gap-1 p-0">
            {testimonials.map((item, i) => (
              <li key={item.author}>
                <button
                  type="button"
                  aria-label={`Show testimonial ${i + 1}`}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => goToTestimonial(i)}
                  className="focus-ring group flex h-11 w-11 items-center justify-center rounded-full bg-transparent cursor-pointer"
                >
                  <span
                    aria-hidden="true"
                    className={cx('block h-3 rounded-full transition-all', i === index ? 'w-8 bg-brand-600' : 'w-3 bg-slate-400 group-hover:bg-slate-500')}
                  />
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className={ARROW} aria-label="Next testimonial" onClick={nextTestimonial}>
            <Icon name="i-lucide-chevron-right" className="h-5 w-5" />
          </button>
        </div>
      </div>
    </Section>
  );
}
