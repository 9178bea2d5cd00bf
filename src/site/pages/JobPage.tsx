import { Link } from 'wouter';
import type { PageProps } from '../../routes';
import { jobBenefits } from '../../content/jobBenefits';
import type { JobDetail } from '../../content/jobDetail';
import { collectionLoader } from '../components/collectionLoader';
import { useLoaded } from '../components/useLoaded';
import { useContentHead } from '../components/useContentHead';
import { jobHref, jobs, OPEN_POSITIONS_ID } from '../../content/jobs';
import { Icon } from '../../ui/Icon';
import { ApplySection } from '../careers/ApplySection';
import { PageHero } from '../widgets/PageHero';

const details = collectionLoader(import.meta.glob<JobDetail>('../../content/jobDetails/*.ts', { import: 'default' }), 'job');
const idOf = (path: string) => path.replace(/\/+$/, '').replace(/^\/careers\//, '');

// The prerender loads every job; the browser waits for the opened one, so hydration never suspends.
if (import.meta.env.SSR) await details.preloadAll();
else if (typeof location !== 'undefined') await details.preload(idOf(location.pathname));

function ListSection({ id, title, items }: { id: string; title: string; items: readonly string[] }) {
  return (
    <section aria-labelledby={`${id}-title`} className="mt-12 first:mt-0">
      <h2 id={`${id}-title`} className="m-0 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {title}
      </h2>
      <ul className="m-0 mt-5 list-none space-y-3 p-0">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-3 text-lg leading-relaxed text-slate-700">
            <Icon name="i-lucide-check" className="mt-1.5 h-5 w-5 shrink-0 text-brand-700" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /careers/<id>: one opening with what the job is, what it takes, what we offer, and where to apply. */
export default function JobPage({ route }: PageProps) {
  const job = jobs.find((j) => jobHref(j) === route.path);
  if (!job) throw new Error(`No job for ${route.path}`);
  const detail = useLoaded(details.entry(job.id));
  useContentHead(route, job.title, job.description);
  return (
    <>
      <PageHero tag={`Careers · ${job.department}`} title={job.title} intro={<p className="m-0">{detail.summary}</p>}>
        <ul className="m-0 mt-8 flex list-none flex-wrap gap-x-6 gap-y-2 p-0 text-slate-700">
          <li className="inline-flex items-center gap-2">
            <Icon name="i-lucide-map-pin" className="h-5 w-5 text-brand-700" />
            <span>
              <span className="sr-only">Location: </span>
              {job.location}
            </span>
          </li>
          <li className="inline-flex items-center gap-2">
            <Icon name="i-lucide-clock" className="h-5 w-5 text-brand-700" />
            <span>
              <span className="sr-only">Type: </span>
              {job.type}
            </span>
          </li>
          <li className="inline-flex items-center gap-2">
            <Icon name="i-lucide-users" className="h-5 w-5 text-brand-700" />
            <span>
              <span className="sr-only">Department: </span>
              {job.department}
            </span>
          </li>
        </ul>
        <nav aria-label="Breadcrumb" className="mt-6 text-sm">
          <Link href={`/careers#${OPEN_POSITIONS_ID}`} className="link-plain inline-flex items-center gap-2 font-semibold text-brand-700">
            <Icon name="i-lucide-arrow-left" className="h-4 w-4" />
            All open positions
          </Link>
        </nav>
      </PageHero>
      <div className="container-page pb-24">
        <div className="mx-auto max-w-3xl">
          <ListSection id="responsibilities" title="What you will do" items={detail.responsibilities} />
          <ListSection id="requirements" title="What you bring" items={detail.requirements} />
          <ListSection id="benefits" title="What we offer" items={jobBenefits} />
          <section aria-labelledby="schedule-title" className="mt-12">
            <h2 id="schedule-title" className="m-0 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
              Location and hours
            </h2>
            <p className="m-0 mt-4 text-lg leading-relaxed text-slate-700">
              {job.location}, {job.type.toLowerCase()}. {detail.schedule}
            </p>
          </section>
          <div className="mt-16">
            <ApplySection job={job} />
          </div>
        </div>
      </div>
    </>
  );
}
