import type { ServiceTestimonial } from '../../content/sections';
import { Icon } from '../../ui/Icon';
import { Section } from '../../ui/Section';
import { cx } from '../../ui/cx';
import { plainList } from './styles';
import type { SectionHeadProps } from './section';

interface QuotesProps extends SectionHeadProps {
  items: ServiceTestimonial[];
}

/** Quotes with name and title; a single quote is shown large and centred. */
export function Quotes({ items, ...head }: QuotesProps) {
  const single = items.length === 1;
  return (
    <Section {...head}>
      <ul
        className={cx(plainList, single ? 'mx-auto max-w-3xl' : 'grid gap-6 md:grid-cols-3')}
        data-testid={`${head.id}-quotes`}
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
