import type { CardLook, FeatureCard } from '../../content/sections';
import { Icon } from '../../ui/Icon';
import { Section } from '../../ui/Section';
import { cx } from '../../ui/cx';
import { CardLink, LinkCue } from './CardLink';
import type { SectionHeadProps } from './section';
import { gridColumns, plainList, type GridColumns } from './styles';

/** Card, title and text classes of each look (complete literals so UnoCSS sees them). */
const looks: Record<CardLook, { card: string; title: string; text: string }> = {
  feature: { card: 'card relative flex h-full flex-col', title: 'heading-3 mt-5 text-lg', text: 'body mt-2 mb-0' },
  roomy: { card: 'card relative p-8', title: 'heading-3 m-0 mt-5', text: 'body m-0 mt-3' },
  plain: { card: 'card relative', title: 'heading-3 m-0 mt-5', text: 'body m-0 mt-2' },
};

/**
 * One card: icon, h3 title, text. With `href`, the title is the link and its hit
 * area stretches over the whole card.
 */
function Card({ item, look, linkLabel = 'Learn more' }: { item: FeatureCard; look: CardLook; linkLabel?: string }) {
  const style = looks[look];
  return (
    <li className={cx(style.card, item.href && 'transition-shadow duration-150 hover:shadow-md')}>
      <span className="icon-tile">
        <Icon name={item.icon} className="h-6 w-6" />
      </span>
      <h3 className={style.title}>
        {item.href ? (
          <CardLink href={item.href}>{item.title}</CardLink>
        ) : (
          item.title
        )}
      </h3>
      <p className={style.text}>{item.text}</p>
      {item.href && <LinkCue label={linkLabel} className="mt-auto pt-4" />}
    </li>
  );
}

interface CardGridProps extends SectionHeadProps {
  items: readonly FeatureCard[];
  /** Default: four cards in four columns, other counts in three. */
  columns?: GridColumns;
  look?: CardLook;
  /** Visible cue on cards that link somewhere. */
  linkLabel?: string;
}

/** A titled section of icon cards. */
export function CardGrid({ items, columns, look = 'feature', linkLabel, ...head }: CardGridProps) {
  const cols = columns ?? (items.length === 4 ? 4 : 3);
  return (
    <Section {...head}>
      <ul className={cx(plainList, gridColumns[cols])} data-testid={`${head.id}-cards`}>
        {items.map((item) => (
          <Card key={item.title} item={item} look={look} linkLabel={linkLabel} />
        ))}
      </ul>
    </Section>
  );
}
