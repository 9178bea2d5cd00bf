import type { ReactNode } from 'react';
import { cx } from '../../ui/cx';
import { PAGE_TITLE_ID } from '../../ui/pageTitle';

interface PageHeroProps {
  tag?: string;
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/**
 * Top of every inner marketing page: tag, the page's h1, intro and actions.
 * Top padding clears the fixed header (96 px tall before scrolling).
 */
export function PageHero({ tag, title, intro, actions, children, className }: PageHeroProps) {
  return (
    <section className={cx('bg-gradient-to-b from-brand-50 to-white pb-16 pt-36 md:pb-20 md:pt-40', className)}>
      <div className="container-page">
        <div className="max-w-3xl">
          {tag && <p className="eyebrow m-0">{tag}</p>}
          <h1 id={PAGE_TITLE_ID} className="heading-1 mt-4">{title}</h1>
          {intro && <div className="lead mt-6">{intro}</div>}
          {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
        </div>
        {children}
      </div>
    </section>
  );
}
