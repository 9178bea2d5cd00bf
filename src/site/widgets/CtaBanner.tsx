import { useId } from 'react';
import { Link } from 'wouter';
import type { CtaAction, CtaLook } from '../../content/sections';
import { Button, ButtonLink } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { Reveal } from '../../ui/Reveal';
import { cx } from '../../ui/cx';
import type { SectionTone } from './section';
import { BTN_OUTLINE_INVERSE } from './styles';

/** Frame and type of each look (complete literals so UnoCSS sees them). */
const looks: Record<CtaLook, { frame: string; glowA: string; glowB: string; title: string; text: string; actions: string; arrow: boolean }> = {
  page: {
    frame: 'px-6 py-14 sm:px-12 md:py-20',
    glowA: '-left-24 -top-24 h-72 w-72 bg-brand-600/40',
    glowB: '-bottom-24 -right-24 h-72 w-72 bg-sky-500/30',
    title: 'm-0 text-3xl font-bold tracking-tight text-white sm:text-4xl',
    text: 'm-0 mt-4 text-lg leading-relaxed text-slate-200',
    actions: 'mt-8 flex flex-col justify-center gap-3 sm:flex-row',
    arrow: true,
  },
  compact: {
    frame: 'px-6 py-12 md:px-16 md:py-16',
    glowA: '-right-24 -top-24 h-72 w-72 bg-brand-600/40',
    glowB: '-bottom-28 -left-20 h-64 w-64 bg-brand-700/40',
    title: 'heading-2 text-white',
    text: 'lead mt-4 mb-0 text-slate-200',
    actions: 'mt-8',
    arrow: false,
  },
};

/** The first action is the primary one (with an arrow in the roomy look), the second an outline link. */
function Action({ action, primary, arrow }: { action: CtaAction; primary: boolean; arrow: boolean }) {
  if (!action.href) return <Button variant="inverse">{action.label}</Button>; // no behaviour (SPEC.md §7)
  if (!primary) {
    return (
      <Link href={action.href} className={BTN_OUTLINE_INVERSE}>
        {action.label}
      </Link>
    );
  }
  return (
    <ButtonLink href={action.href} variant="inverse">
      {action.label}
      {arrow && <Icon name="i-lucide-arrow-right" className="h-5 w-5" />}
    </ButtonLink>
  );
}

interface CtaBannerProps {
  title: string;
  text: string;
  actions: readonly CtaAction[];
  look?: CtaLook;
  /** Background around the banner; none leaves the page's own. */
  tone?: SectionTone;
}

/** The closing call-to-action: a dark rounded panel with a heading, a line of text and its actions. */
export function CtaBanner({ title, text, actions, look = 'page', tone }: CtaBannerProps) {
  const style = looks[look];
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cx('section-y', tone && (tone === 'muted' ? 'bg-slate-50' : 'bg-white'))} data-testid="cta-banner">
      <Reveal className="container-page">
        <div className={cx('relative overflow-hidden rounded-3xl bg-ink text-center', style.frame)}>
          <span aria-hidden="true" className={cx('absolute rounded-full blur-3xl', style.glowA)} />
          <span aria-hidden="true" className={cx('absolute rounded-full blur-3xl', style.glowB)} />
          <div className="relative mx-auto max-w-2xl">
            <h2 id={titleId} className={style.title}>
              {title}
            </h2>
            <p className={style.text}>{text}</p>
            <div className={style.actions}>
              {actions.map((action, i) => (
                <Action key={action.label} action={action} primary={i === 0} arrow={style.arrow} />
              ))}
            </div>
          </div>
        </div>
      </Reveal>
    </section>
  );
}
