import { Link, useLocation, useSearch } from 'wouter';
import type { PageProps } from '../../routes';
import { DeferHydration } from '../../ui/DeferHydration';
import { caseFilters, caseStudies, caseStudiesHero, featuredCase, type CaseStudy } from '../../content/caseStudies';
import { caseStudyHref } from '../../content/pageSlugs';
import { cx } from '../../ui/cx';
import { Icon } from '../../ui/Icon';
import { Reveal } from '../../ui/Reveal';
import { CaseStudyBanner } from '../components/CaseStudyBanner';
import { CardLink, LinkCue } from '../widgets/CardLink';
import { PageHero } from '../widgets/PageHero';
import { FILTER_BUTTON, FILTER_OFF, FILTER_ON } from '../components/styles';
import { caseFilterHref, filterCaseStudies, parseCaseFilter } from '../filters/caseStudyFilter';
import { hasSearch } from '../../lib/urlSearch';
import { useHydrated } from '../../ui/useHydrated';


function FeaturedCase() {
  return (
    <Reveal>
      <article aria-labelledby="featured-case-title" className="grid overflow-hidden rounded-3xl bg-ink text-white shadow-xl lg:grid-cols-[1.1fr_1fr]">
        <div className="p-6 sm:p-10 lg:p-12">
          <p className="m-0 inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold">
            <Icon name="i-lucide-award" className="h-4 w-4" />
            {featuredCase.label} · {featuredCase.client}
          </p>
          <h2 id="featured-case-title" className="m-0 mt-5 text-2xl font-bold leading-tight tracking-tight sm:text-3xl">
            {featuredCase.title}
          </h2>
          <p className="m-0 mt-4 text-lg leading-relaxed text-slate-200">{featuredCase.description}</p>
          <Link href={caseStudyHref(featuredCase.id)} aria-describedby="featured-case-title" className="btn-inverse mt-8">
            Read the case study
            <Icon name="i-lucide-arrow-right" className="h-4 w-4" />
          </Link>
          <dl className="m-0 mt-8 grid grid-cols-3 gap-4 border-t border-white/15 pt-6">
            {featuredCase.stats.map((s) => (
              <div key={s.label} className="flex flex-col-reverse">
                <dt className="mt-1 text-sm text-slate-300">{s.label}</dt>
                <dd className="m-0 text-2xl font-extrabold sm:text-3xl">{s.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <img src={featuredCase.image} width={640} height={360} alt="" className="block aspect-[16/9] h-auto w-full object-cover lg:aspect-auto lg:h-full" />
      </article>
    </Reveal>
  );
}

function CaseCard({ study }: { study: CaseStudy }) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg">
      <img src={study.image} width={640} height={360} alt="" loading="lazy" decoding="async" className="block aspect-[16/9] h-auto w-full object-cover" />
      <div className="flex flex-1 flex-col p-6">
        <p className="m-0 text-sm font-semibold text-brand-700">{study.industry}</p>
        <h3 className="heading-3 m-0 mt-2 leading-snug">
          {/* The title is the card's link; its hit area covers the whole card. */}
          <CardLink href={caseStudyHref(study.id)}>{study.title}</CardLink>
        </h3>
        <p className="body m-0 mt-3">{study.description}</p>
        <p className="m-0 mt-auto flex items-start gap-2 pt-6 font-semibold text-emerald-800">
          <Icon name="i-lucide-trending-up" className="mt-0.5 h-5 w-5" />
          {study.results}
        </p>
        <LinkCue label="Read the case study" className="mt-4" />
      </div>
    </article>
  );
}

/** The filter buttons and the grid: the only part of the page with state, kept in the URL (?industry=…). */
function CaseStudyBrowser({ base }: { base: string }) {
  const search = useSearch();
  const [, navigate] = useLocation();
  // The prerendered HTML shows all cards: hydrate that, then apply the URL.
  const hydrated = useHydrated();
  const active = hydrated ? parseCaseFilter(search) : 'all';
  const shown = filterCaseStudies(caseStudies, active);
  return (
    <section aria-labelledby="all-cases-title" className="mt-20">
      <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <h2 id="all-cases-title" className="heading-2 m-0">
          More Client Results
        </h2>
        <div role="group" aria-label="Filter case studies by industry" className="flex flex-wrap gap-2">
          {caseFilters.map((f) => (
            <button
              key={f.value}
              type="button"
              data-value={f.value}
              aria-pressed={active === f.value}
              onClick={() => navigate(caseFilterHref(f.value, base))}
              className={cx(FILTER_BUTTON, active === f.value ? FILTER_ON : FILTER_OFF)}
            >
              {f.label}
            </button>
          ))}
        </div>
      </div>
      <p aria-live="polite" className="m-0 mt-4 text-sm text-slate-600">
        {shown.length === 1 ? 'Showing 1 case study' : `Showing ${shown.length} case studies`}
      </p>
      <ul className="m-0 mt-6 grid list-none gap-8 p-0 md:grid-cols-2 lg:grid-cols-3">
        {shown.map((c) => (
          <li key={c.id} data-category={c.category}>
            <CaseCard study={c} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function CaseStudiesPage({ route }: PageProps) {
  return (
    <>
      <PageHero tag={caseStudiesHero.tag} title={caseStudiesHero.title} intro={caseStudiesHero.intro} />
      <div className="container-page pb-8">
        <FeaturedCase />
        <DeferHydration immediate={hasSearch()} section>
          <CaseStudyBrowser base={route.path} />
        </DeferHydration>
      </div>
      <CaseStudyBanner next={{ label: 'Contact Us', href: '/contact' }} />
    </>
  );
}
