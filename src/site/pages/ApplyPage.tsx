import { Link } from 'wouter';
import type { PageProps } from '../../routes';
import { careersCopy, jobHref, jobs } from '../../content/jobs';
import { Icon } from '../../ui/Icon';
import { ApplySection } from '../careers/ApplySection';
import { PageHero } from '../widgets/PageHero';

/** /careers/apply: the general application behind 'Send Your Resume'. */
export default function ApplyPage(_props: PageProps) {
  return (
    <>
      <PageHero tag="Careers" title="General Application" intro={<p className="m-0">{careersCopy.resumeText}</p>} />
      <div className="container-page pb-24">
        <div className="mx-auto grid max-w-5xl gap-12 lg:grid-cols-[1fr_18rem]">
          <ApplySection />
          <nav aria-labelledby="open-roles-title" className="self-start rounded-2xl border border-slate-200 p-6">
            <h2 id="open-roles-title" className="m-0 text-base font-semibold text-ink">
              Open positions
            </h2>
            <ul className="m-0 mt-4 list-none space-y-3 p-0">
              {jobs.map((job) => (
                <li key={job.id}>
                  <Link href={jobHref(job)} className="link-plain inline-flex items-start gap-2 font-medium text-brand-700">
                    <Icon name="i-lucide-arrow-right" className="mt-1 h-4 w-4 shrink-0" />
                    {job.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </>
  );
}
