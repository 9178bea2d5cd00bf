import { useId } from 'react';
import type { PageProps } from '../../routes';
import { careersCopy, careersHero, GENERAL_APPLICATION_HREF, jobHref, jobs, OPEN_POSITIONS_ID, perks, type Job } from '../../content/jobs';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { ButtonLink } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { Section } from '../../ui/Section';
import { CardGrid } from '../widgets/CardGrid';
import { PageHero } from '../widgets/PageHero';

const departmentTone: Record<Job['department'], BadgeTone> = { Sales: 'blue', Marketing: 'violet', Operations: 'teal' };

function JobCard({ job }: { job: Job }) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="card flex h-full flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <Badge tone={departmentTone[job.department]}>{job.department}</Badge>
        <h3 id={titleId} className="heading-3 m-0 mt-3">
          {job.title}
        </h3>
        <p className="body m-0 mt-2">{job.description}</p>
        <ul className="m-0 mt-4 flex list-none flex-wrap gap-x-5 gap-y-2 p-0 text-sm text-slate-700">
          <li className="inline-flex items-center gap-1.5">
            <Icon name="i-lucide-map-pin" className="h-4 w-4 text-brand-700" />
            {job.location}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <Icon name="i-lucide-clock" className="h-4 w-4 text-brand-700" />
            {job.type}
          </li>
        </ul>
      </div>
      <ButtonLink href={jobHref(job)} variant="secondary" size="sm" aria-describedby={titleId} className="shrink-0 self-start sm:self-center">
        {careersCopy.apply}
      </ButtonLink>
    </article>
  );
}

export default function CareersPage(_props: PageProps) {
  return (
    <>
      <PageHero
        tag={careersHero.tag}
        title={careersHero.title}
        intro={careersHero.intro}
        actions={
          <ButtonLink href={`#${OPEN_POSITIONS_ID}`}>
            {careersHero.cta}
            <Icon name="i-lucide-arrow-right" className="h-5 w-5 rotate-90" />
          </ButtonLink>
        }
      />
      <CardGrid id="why-northstar" tone="white" title={careersCopy.perksTitle} items={perks} columns="wide3" look="plain" />
      <Section id={OPEN_POSITIONS_ID} tone="muted" title={careersCopy.positionsTitle} intro={careersCopy.positionsIntro}>
        <ul className="m-0 mx-auto grid max-w-4xl list-none gap-4 p-0">
          {jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} />
            </li>
          ))}
        </ul>
      </Section>
      <Section>
        <div className="mx-auto flex max-w-4xl flex-col items-start gap-6 rounded-3xl border border-brand-100 bg-brand-50 p-8 sm:flex-row sm:items-center sm:justify-between sm:p-10">
          <div>
            <h2 className="heading-2 m-0 text-2xl sm:text-3xl">{careersCopy.resumeTitle}</h2>
            <p className="body m-0 mt-2 max-w-xl">{careersCopy.resumeText}</p>
          </div>
          <ButtonLink href={GENERAL_APPLICATION_HREF} className="shrink-0">
            <Icon name="i-lucide-send" className="h-4 w-4" />
            {careersCopy.resumeCta}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
