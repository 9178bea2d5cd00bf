import type { PageProps } from '../../routes';
import type { CaseStory } from '../../content/caseStory';
import { collectionLoader } from '../components/collectionLoader';
import { useLoaded } from '../components/useLoaded';
import { useContentHead } from '../components/useContentHead';
import { CaseStudyBanner } from '../components/CaseStudyBanner';
import { BackLink } from '../widgets/BackLink';
import { LinkBox } from '../widgets/LinkBox';
import { PageHero } from '../widgets/PageHero';
import { TextParagraphs, TextSection } from '../widgets/TextSection';
import { routes } from '../../routes';
import { servicePath } from '../../content/services/titles';

const stories = collectionLoader(import.meta.glob<CaseStory>('../../content/caseStories/*.ts', { import: 'default' }), 'case study');
const slugOf = (path: string) => path.replace(/\/+$/, '').replace(/^\/case-studies\//, '');

// The prerender loads every story; the browser waits for the opened one, so hydration never suspends.
if (import.meta.env.SSR) await stories.preloadAll();
else if (typeof location !== 'undefined') await stories.preload(slugOf(location.pathname));

const serviceTitle = (slug: string) => routes.find((r) => r.path === servicePath(slug))?.title ?? slug;

/** /case-studies/<slug>: client, challenge, approach, results with figures and the client's words. */
export default function CaseStudyPage({ route }: PageProps) {
  const story = useLoaded(stories.entry(slugOf(route.path)));
  const { title } = story;
  useContentHead(route, title, story.description);
  return (
    <>
      <PageHero
        tag={`Case study · ${story.industry}`}
        title={title}
        intro={
          <p className="m-0">
            <span className="font-semibold text-ink">{story.client}</span>. {story.engagement}
          </p>
        }
      >
        <BackLink href="/case-studies" label="All case studies" className="mt-8" />
      </PageHero>

      <div className="container-page pb-16">
        <section aria-labelledby="results-title" className="rounded-3xl bg-ink p-6 text-white sm:p-10">
          <h2 id="results-title" className="m-0 text-2xl font-bold tracking-tight sm:text-3xl">
            Results
          </h2>
          <dl className="m-0 mt-6 grid gap-6 sm:grid-cols-3">
            {story.results.map((r) => (
              <div key={r.label} className="flex flex-col-reverse border-t border-white/15 pt-4">
                <dt className="mt-1 text-sm text-slate-300">{r.label}</dt>
                <dd className="m-0 text-3xl font-extrabold sm:text-4xl">{r.value}</dd>
              </div>
            ))}
          </dl>
          <p className="m-0 mt-8 text-lg leading-relaxed text-slate-200">{story.outcome}</p>
        </section>

        <div className="mx-auto mt-16 grid max-w-5xl gap-12 lg:grid-cols-[1fr_18rem]">
          <div>
            <TextSection id="challenge" title="The challenge">
              <TextParagraphs texts={story.challenge} />
            </TextSection>
            <TextSection id="approach" title="Our approach" className="mt-12">
              <ol className="m-0 mt-6 list-none space-y-4 p-0">
                {story.approach.map((step, i) => (
                  <li key={step} className="flex gap-4 text-lg leading-relaxed text-slate-700">
                    <span aria-hidden="true" className="mt-0.5 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700">
                      {i + 1}
                    </span>
                    <span>{step}</span>
                  </li>
                ))}
              </ol>
            </TextSection>
            <figure className="m-0 mt-12 rounded-3xl border border-brand-100 bg-brand-50 p-6 sm:p-8">
              <blockquote className="m-0 text-xl font-medium leading-relaxed text-ink">“{story.quote.text}”</blockquote>
              <figcaption className="mt-4 text-sm text-slate-700">
                <span className="font-semibold text-ink">{story.quote.name}</span>, {story.quote.role}
              </figcaption>
            </figure>
          </div>
          <LinkBox id="services-used" title="Services in this programme" links={story.services.map((slug) => ({ href: servicePath(slug), label: serviceTitle(slug) }))} />
        </div>
      </div>
      <CaseStudyBanner next={{ label: 'More case studies', href: '/case-studies' }} />
    </>
  );
}
