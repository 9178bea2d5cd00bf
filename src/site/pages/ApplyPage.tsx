import type { PageProps } from '../../routes';
import { careersCopy, jobHref, jobs } from '../../content/jobs';
import { ApplySection } from '../careers/ApplySection';
import { LinkBox } from '../widgets/LinkBox';
import { PageHero } from '../widgets/PageHero';

/** /careers/apply: the general application behind 'Send Your Resume'. */
export default function ApplyPage(_props: PageProps) {
  return (
    <>
      <PageHero tag="Careers" title="General Application" intro={<p className="m-0">{careersCopy.resumeText}</p>} />
      <div className="container-page pb-24">
        <div className="mx-auto grid max-w-5xl gap-12 lg:grid-cols-[1fr_18rem]">
          <ApplySection />
          <LinkBox as="nav" id="open-roles" title="Open positions" links={jobs.map((job) => ({ href: jobHref(job), label: job.title }))} />
        </div>
      </div>
    </>
  );
}
