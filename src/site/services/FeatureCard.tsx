import { Link } from 'wouter';
import type { FeatureCard as FeatureCardData } from '../../content/services/types';
import { Icon } from '../../ui/Icon';
import { cx } from '../../ui/cx';

/**
 * One card: icon, h3 title, text. With `href`, the title is the link and its hit
 * area stretches over the whole card.
 */
export function FeatureCard({ item, linkLabel = 'Learn more' }: { item: FeatureCardData; linkLabel?: string }) {
  return (
    <li className={cx('card relative flex h-full flex-col', item.href && 'transition-shadow duration-150 hover:shadow-md')}>
      <span className="icon-tile">
        <Icon name={item.icon} className="h-6 w-6" />
      </span>
      <h3 className="heading-3 mt-5 text-lg">
        {item.href ? (
          <Link
            href={item.href}
            className="link-plain after:(absolute inset-0 rounded-2xl content-empty) focus-visible:after:(outline-2 outline-solid outline-brand-600)"
          >
            {item.title}
          </Link>
        ) : (
          item.title
        )}
      </h3>
      <p className="body mt-2 mb-0">{item.text}</p>
      {item.href && (
        <span aria-hidden="true" className="mt-auto pt-4 text-sm font-semibold text-brand-700">
          {linkLabel} <Icon name="i-lucide-arrow-right" className="h-4 w-4" />
        </span>
      )}
    </li>
  );
}
