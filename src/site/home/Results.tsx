import { resultsIntro, resultStats } from '../../content/results';
import { STAT_DELAYS_MS } from '../../content/home';
import { ButtonLink } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { Reveal } from '../../ui/Reveal';
import { Section } from '../../ui/Section';

/** Results: three stats that reveal one after another (100/200/300 ms), then the case-studies link. */
export function Results() {
  return (
    <Section id="results" tone="dark" eyebrow={resultsIntro.eyebrow} title={resultsIntro.title} intro={resultsIntro.intro}>
      <ul className="m-0 grid list-none gap-6 p-0 md:grid-cols-3">
        {resultStats.map((stat, i) => (
          <li key={stat.label}>
            <Reveal delayMs={STAT_DELAYS_MS[i]} className="h-full rounded-2xl border border-white/10 bg-white/5 p-8 text-center">
              <p className="m-0 text-5xl font-extrabold tracking-tight text-white md:text-6xl">{stat.value}</p>
              <p className="m-0 mt-3 text-lg font-semibold text-white">{stat.label}</p>
              <p className="m-0 mt-2 text-sm text-slate-300">{stat.note}</p>
            </Reveal>
          </li>
        ))}
      </ul>
      <div className="mt-12 flex justify-center">
        <ButtonLink href={resultsIntro.ctaHref} variant="inverse">
          {resultsIntro.cta}
          <Icon name="i-lucide-arrow-right" className="h-5 w-5" />
        </ButtonLink>
      </div>
    </Section>
  );
}
