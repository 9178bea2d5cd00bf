import type { PageProps } from '../../routes';
import { getStartedPage, nextSteps } from '../../content/contactPages';
import { HydrateOnUse } from '../../ui/DeferHydration';
import { lazyRetry } from '../../ui/lazyRetry';
import { FormPanel } from '../forms/fields';
import { PageHero } from '../widgets/PageHero';
import { ProposalForm } from '../forms/ProposalForm';

// The steps are static text: their prerendered HTML serves until the first input, so their code
// stays off the first load, which the proposal form already fills.
const StepList = lazyRetry(() => import('../widgets/Steps').then((m) => ({ default: m.StepList })));

export default function GetStartedPage(_props: PageProps) {
  return (
    <>
      <PageHero tag={getStartedPage.tag} title={getStartedPage.title} intro={getStartedPage.intro} />
      <div className="container-page grid gap-10 pb-16 md:pb-24 lg:grid-cols-[1fr_1.5fr] lg:gap-16">
        <section aria-labelledby="next-steps-title">
          <h2 id="next-steps-title" className="heading-2 m-0 text-2xl sm:text-3xl">
            {getStartedPage.stepsTitle}
          </h2>
          <HydrateOnUse>
            <StepList steps={nextSteps} look="timeline" />
          </HydrateOnUse>
        </section>
        <FormPanel titleId="proposal-form-title" title={getStartedPage.formTitle} raised>
          <ProposalForm />
        </FormPanel>
      </div>
    </>
  );
}
