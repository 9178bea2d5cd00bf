import type { CityBlurb } from '../../content/sections';
import { Icon } from '../../ui/Icon';
import { Section } from '../../ui/Section';
import { cx } from '../../ui/cx';
import { plainList } from './styles';
import type { SectionHeadProps } from './section';

interface CityBlurbsProps extends SectionHeadProps {
  items: CityBlurb[];
}

/** One short paragraph per city. */
export function CityBlurbs({ items, ...head }: CityBlurbsProps) {
  return (
    <Section {...head}>
      <ul className={cx(plainList, 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3')} data-testid={`${head.id}-blurbs`}>
        {items.map((item) => (
          <li key={item.city} className="card">
            <h3 className="heading-3 m-0 flex items-center gap-2 text-lg">
              <Icon name="i-lucide-map-pin" className="h-5 w-5 text-brand-700" />
              {item.city}
            </h3>
            <p className="body mt-3 mb-0">{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
