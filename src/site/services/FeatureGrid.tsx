import type { FeatureCard as FeatureCardData } from '../../content/services/types';
import { Section } from '../../ui/Section';
import { cx } from '../../ui/cx';
import { FeatureCard } from './FeatureCard';
import { gridColumns, plainList, type GridColumns } from './grid';

interface FeatureGridProps {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  items: FeatureCardData[];
  columns?: GridColumns;
  tone?: 'white' | 'muted';
  /** Visible cue on cards that link somewhere. */
  linkLabel?: string;
}

/** A titled section of feature cards. Four cards sit in four columns, other counts in three. */
export function FeatureGrid({ id, eyebrow, title, intro, items, columns, tone = 'white', linkLabel }: FeatureGridProps) {
  const cols = columns ?? (items.length === 4 ? 4 : 3);
  return (
    <Section id={id} eyebrow={eyebrow} title={title} intro={intro} tone={tone}>
      <ul className={cx(plainList, gridColumns[cols])} data-testid={`${id}-cards`}>
        {items.map((item) => (
          <FeatureCard key={item.title} item={item} linkLabel={linkLabel} />
        ))}
      </ul>
    </Section>
  );
}
