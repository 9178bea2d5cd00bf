import type { ReactNode } from 'react';
import type { CtaAction } from '../../content/sections';
import { Button, ButtonLink } from '../../ui/Button';
import { cx } from '../../ui/cx';
import { Icon } from '../../ui/Icon';
import { PAGE_TITLE_ID } from '../../ui/pageTitle';

interface PageHeroProps {
  tag?: string;
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  /** The call-to-action, with an arrow: a link when it has an href, else a button with no behaviour (SPEC.md §7). */
  cta?: CtaAction;
  children?: ReactNode;
  className?: string;
}

/**
 * Top of every inner marketing page: tag, the page's h1, intro and actions.
 * Top padding clears the fixed header (96 px tall before scrolling).
 */
export function PageHero({ tag, title, intro, actions, cta, children, className }: PageHeroProps) {
  if (!actions && cta) {
    const label = (
      <>
        {cta.label}
        <Icon name="i-lucide-arrow-right" className="h-5 w-5" />
      </>
    );
    actions = cta.href ? <ButtonLink href={cta.href}>{label}</ButtonLink> : <Button>{label}</Button>;
  }
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
