import type { ServiceTestimonial } from '../../../content/services/types';
import { Icon } from '../../../ui/Icon';
import { Section } from '../../../ui/Section';
import { cx } from '../../../ui/cx';
import { plainList } from '../grid';
import type { SectionTone } from './tone';

interface TestimonialsSectionProps {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  items: ServiceTestimonial[];
  tone: SectionTone;
}

/** Quotes with name and title; a single quote is shown large and centred. */
export function TestimonialsSection({ id, eyebrow, title, intro, items, tone }: TestimonialsSectionProps) {
  const single = items.length === 1;
  return (
    <Section id={id} eyebrow={eyebrow} title={title} intro={intro} tone={tone}>
      <ul
        className={cx(plainList, single ? 'mx-auto max-w-3xl' : 'grid gap-6 md:grid-cols-3')}
        data-testid={`${id}-quotes`}
      >
        {items.map((item) => (
          <li key={item.name} className="card flex flex-col">
            <figure className="m-0 flex h-full flex-col">
              <Icon name="i-lucide-quote" className="h-8 w-8 text-brand-600" />
              <blockquote className={cx('m-0 mt-4 flex-1 text-ink', single ? 'text-xl leading-relaxed md:text-2xl' : 'text-base leading-relaxed')}>
                <p className="m-0">{item.quote}</p>
              </blockquote>
              <figcaption className="mt-6 border-t border-slate-200 pt-4">
                <span className="block font-semibold text-ink">{item.name}</span>
                <span className="block text-sm text-slate-600">{item.title}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
