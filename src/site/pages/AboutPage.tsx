import type { PageProps } from '../../routes';
import { DeferHydration } from '../../ui/DeferHydration';
import { team } from '../../content/team';
import { aboutCta, aboutHero, aboutSections, aboutStory, values } from '../../content/values';
import { Reveal } from '../../ui/Reveal';
import { Section } from '../../ui/Section';
import { CtaBanner } from '../widgets/CtaBanner';
import { CardGrid } from '../widgets/CardGrid';
import { PageHero } from '../widgets/PageHero';
import { SectionIntro } from '../widgets/SectionIntro';

export default function AboutPage(_props: PageProps) {
  return (
    <>
      <PageHero {...aboutHero} />

      <section aria-labelledby="story-title" className="section-y pt-8 md:pt-12">
        <Reveal className="container-page grid items-center gap-12 lg:grid-cols-2 lg:gap-20">
          <div>
            <SectionIntro headingId="story-title" eyebrow={aboutStory.eyebrow} title={aboutStory.title} />
            {aboutStory.paragraphs.map((p) => (
              <p key={p.slice(0, 24)} className="body m-0 mt-5 text-lg">
                {p}
              </p>
            ))}
          </div>
          <dl className="m-0 grid grid-cols-2 gap-4 sm:gap-6">
            {aboutStory.stats.map((s, i) => (
              <div key={s.label} className={`flex flex-col-reverse rounded-2xl p-6 sm:p-8 ${i === 0 || i === 3 ? 'bg-ink text-white' : 'bg-brand-50 text-ink'}`}>
                <dt className={`mt-2 text-sm font-medium ${i === 0 || i === 3 ? 'text-slate-200' : 'text-slate-700'}`}>{s.label}</dt>
                <dd className="m-0 text-4xl font-extrabold tracking-tight sm:text-5xl">{s.value}</dd>
              </div>
            ))}
          </dl>
        </Reveal>
      </section>

      <DeferHydration section>
        <CardGrid id="values" tone="muted" eyebrow={aboutSections.valuesEyebrow} title={aboutSections.valuesTitle} items={values} columns="wide3" look="roomy" />
      </DeferHydration>

      <DeferHydration section>
        <Section id="team" eyebrow={aboutSections.teamEyebrow} title={aboutSections.teamTitle} intro={aboutSections.teamIntro}>
          <ul className="m-0 grid list-none gap-6 p-0 sm:grid-cols-2 lg:grid-cols-4">
            {team.map((m) => (
              <li key={m.name} className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
                <img src={m.portrait} width={240} height={240} alt={`Illustrated portrait of ${m.name}`} loading="lazy" decoding="async" className="block aspect-square h-auto w-full" />
                <div className="p-6">
                  <h3 className="heading-3 m-0">{m.name}</h3>
                  <p className="m-0 mt-1 text-sm font-semibold text-brand-700">{m.role}</p>
                  <p className="body m-0 mt-3 text-sm">{m.bio}</p>
                </div>
              </li>
            ))}
          </ul>
        </Section>
      </DeferHydration>

      <DeferHydration section>
        <CtaBanner {...aboutCta} />
      </DeferHydration>
    </>
  );
}
