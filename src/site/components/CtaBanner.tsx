import { Link } from 'wouter';
import { ButtonLink } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { Reveal } from '../../ui/Reveal';
import { BTN_OUTLINE_INVERSE } from './styles';

interface CtaLink {
  label: string;
  href: string;
}

/** Closing call-to-action: a dark rounded panel with a heading, a line of text and up to two links. */
export function CtaBanner({ title, text, primary, secondary }: { title: string; text: string; primary: CtaLink; secondary?: CtaLink }) {
  return (
    <section aria-label={title} className="section-y">
      <Reveal className="container-page">
        <div className="relative overflow-hidden rounded-3xl bg-ink px-6 py-14 text-center sm:px-12 md:py-20">
          <div aria-hidden="true" className="absolute -left-24 -top-24 h-72 w-72 rounded-full bg-brand-600/40 blur-3xl" />
          <div aria-hidden="true" className="absolute -bottom-24 -right-24 h-72 w-72 rounded-full bg-sky-500/30 blur-3xl" />
          <div className="relative mx-auto max-w-2xl">
            <h2 className="m-0 text-3xl font-bold tracking-tight text-white sm:text-4xl">{title}</h2>
            <p className="m-0 mt-4 text-lg leading-relaxed text-slate-200">{text}</p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <ButtonLink href={primary.href} variant="inverse">
                {primary.label}
                <Icon name="i-lucide-arrow-right" className="h-5 w-5" />
              </ButtonLink>
              {secondary && (
                <Link href={secondary.href} className={BTN_OUTLINE_INVERSE}>
                  {secondary.label}
                </Link>
              )}
            </div>
          </div>
        </div>
      </Reveal>
    </section>
  );
}
