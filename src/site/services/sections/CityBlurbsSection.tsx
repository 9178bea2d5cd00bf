import type { CityBlurb } from '../../../content/services/types';
import { Icon } from '../../../ui/Icon';
import { Section } from '../../../ui/Section';
import { cx } from '../../../ui/cx';
import { plainList } from '../grid';
import type { SectionTone } from './tone';

interface CityBlurbsSectionProps {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  items: CityBlurb[];
  tone: SectionTone;
}

/** One short paragraph per city. */
export function CityBlurbsSection({ id, eyebrow, title, intro, items, tone }: CityBlurbsSectionProps) {
  return (
    <Section id={id} eyebrow={eyebrow} title={title} intro={intro} tone={tone}>
      <ul className={cx(plainList, 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3')} data-testid={`${id}-blurbs`}>
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
