import type { PageProps } from '../../routes';
import { jobBenefits } from '../../content/jobBenefits';
import type { JobDetail } from '../../content/jobDetail';
import { collectionLoader } from '../components/collectionLoader';
import { useLoaded } from '../components/useLoaded';
import { useContentHead } from '../components/useContentHead';
import { jobHref, jobMetaDescription, jobs, OPEN_POSITIONS_ID } from '../../content/jobs';
import { Icon } from '../../ui/Icon';
import { ApplySection } from '../careers/ApplySection';
import { BackLink } from '../widgets/BackLink';
import { PageHero } from '../widgets/PageHero';
import { CheckList, TextParagraphs, TextSection } from '../widgets/TextSection';

const details = collectionLoader(import.meta.glob<JobDetail>('../../content/jobDetails/*.ts', { import: 'default' }), 'job');
const idOf = (path: string) => path.replace(/\/+$/, '').replace(/^\/careers\//, '');

// The prerender loads every job; the browser waits for the opened one, so hydration never suspends.
if (import.meta.env.SSR) await details.preloadAll();
else if (typeof location !== 'undefined') await details.preload(idOf(location.pathname));

/** /careers/<id>: one opening with what the job is, what it takes, what we offer, and where to apply. */
export default function JobPage({ route }: PageProps) {
  const job = jobs.find((j) => jobHref(j) === route.path);
  if (!job) throw new Error(`No job for ${route.path}`);
  const detail = useLoaded(details.entry(job.id));
  useContentHead(route, job.title, jobMetaDescription(job));
  const facts = [
    { icon: 'i-lucide-map-pin', label: 'Location', value: job.location },
    { icon: 'i-lucide-clock', label: 'Type', value: job.type },
    { icon: 'i-lucide-users', label: 'Department', value: job.department },
  ];
  const lists = [
    { id: 'responsibilities', title: 'What you will do', items: detail.responsibilities },
    { id: 'requirements', title: 'What you bring', items: detail.requirements },
    { id: 'benefits', title: 'What we offer', items: jobBenefits },
  ];
  return (
    <>
      <PageHero tag={`Careers · ${job.department}`} title={job.title} intro={<p className="m-0">{detail.summary}</p>}>
        <ul className="m-0 mt-8 flex list-none flex-wrap gap-x-6 gap-y-2 p-0 text-slate-700">
          {facts.map(({ icon, label, value }) => (
            <li key={label} className="inline-flex items-center gap-2">
              <Icon name={icon} className="h-5 w-5 text-brand-700" />
              <span>
                <span className="sr-only">{label}: </span>
                {value}
              </span>
            </li>
          ))}
        </ul>
        <BackLink href={`/careers#${OPEN_POSITIONS_ID}`} label="All open positions" className="mt-6" />
      </PageHero>
      <div className="container-page pb-24">
        <div className="mx-auto max-w-3xl">
          {lists.map(({ id, title, items }) => (
            <TextSection key={id} id={id} title={title} className="mt-12 first:mt-0">
              <CheckList items={items} />
            </TextSection>
          ))}
          <TextSection id="schedule" title="Location and hours" className="mt-12">
            <TextParagraphs texts={[`${job.location}, ${job.type.toLowerCase()}. ${detail.schedule}`]} />
          </TextSection>
          <div className="mt-16">
            <ApplySection job={job} />
          </div>
        </div>
      </div>
    </>
  );
}
