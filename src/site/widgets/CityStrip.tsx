import type { City } from '../../content/sections';
import { Icon } from '../../ui/Icon';
import { Section } from '../../ui/Section';
import { cx } from '../../ui/cx';
import type { SectionHeadProps } from './section';
import { plainList } from './styles';

interface CityStripProps extends Omit<SectionHeadProps, 'tone'> {
  cities: readonly City[];
}

/** A dark band listing the cities by name. */
export function CityStrip({ cities, ...head }: CityStripProps) {
  return (
    <Section {...head} tone="dark">
      <ul className={cx(plainList, 'flex flex-wrap justify-center gap-3 md:gap-4')} data-testid={`${head.id}-strip`}>
        {cities.map((city) => (
          <li
            key={city}
            className="inline-flex items-center gap-2 rounded-full border border-white/20 bg-white/5 px-5 py-2.5 text-base font-semibold text-white"
          >
            <Icon name="i-lucide-map-pin" className="h-4 w-4 text-slate-300" />
            {city}
          </li>
        ))}
      </ul>
    </Section>
  );
}
