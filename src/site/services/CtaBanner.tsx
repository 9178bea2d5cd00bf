import { ButtonLink } from '../../ui/Button';
import { Reveal } from '../../ui/Reveal';
import { cx } from '../../ui/cx';

interface CtaBannerProps {
  title: string;
  text: string;
  cta: string;
  href: string;
  /** Background around the banner; pick the one that differs from the section above. */
  tone?: 'white' | 'muted';
}

/** The closing call-to-action banner: heading, text and a link to the proposal form. */
export function CtaBanner({ title, text, cta, href, tone = 'muted' }: CtaBannerProps) {
  return (
    <section aria-labelledby="cta-title" className={cx('section-y', tone === 'muted' ? 'bg-slate-50' : 'bg-white')} data-testid="cta-banner">
      <Reveal className="container-page">
        <div className="relative overflow-hidden rounded-3xl bg-ink px-6 py-12 text-center md:px-16 md:py-16">
          <span
            aria-hidden="true"
            className="absolute -right-24 -top-24 h-72 w-72 rounded-full bg-brand-600/40 blur-3xl"
          />
          <span aria-hidden="true" className="absolute -bottom-28 -left-20 h-64 w-64 rounded-full bg-brand-700/40 blur-3xl" />
          <div className="relative mx-auto max-w-2xl">
            <h2 id="cta-title" className="heading-2 text-white">
              {title}
            </h2>
            <p className="lead mt-4 mb-0 text-slate-200">{text}</p>
            <ButtonLink href={href} variant="inverse" className="mt-8">
              {cta}
            </ButtonLink>
          </div>
        </div>
      </Reveal>
    </section>
  );
}
