import type { PageProps } from '../../routes';
import { getStartedPage, nextSteps } from '../../content/contactPages';
import { Icon } from '../../ui/Icon';
import { PageHero } from '../components/PageHero';
import { ProposalForm } from '../forms/ProposalForm';

export default function GetStartedPage(_props: PageProps) {
  return (
    <>
      <PageHero tag={getStartedPage.tag} title={getStartedPage.title} intro={getStartedPage.intro} />
      <div className="container-page grid gap-10 pb-16 md:pb-24 lg:grid-cols-[1fr_1.5fr] lg:gap-16">
        <section aria-labelledby="next-steps-title">
          <h2 id="next-steps-title" className="heading-2 m-0 text-2xl sm:text-3xl">
            {getStartedPage.stepsTitle}
          </h2>
          <ol className="m-0 mt-8 list-none space-y-8 p-0">
            {nextSteps.map((step, i) => (
              <li key={step.title} className="relative flex gap-5">
                {i < nextSteps.length - 1 && <span aria-hidden="true" className="absolute left-6 top-14 h-[calc(100%-1.5rem)] w-px bg-brand-100" />}
                <span className="icon-tile relative shrink-0">
                  <Icon name={step.icon} className="h-6 w-6" />
                </span>
                <div>
                  <p className="m-0 text-sm font-semibold text-brand-700">Step {i + 1}</p>
                  <h3 className="heading-3 m-0 mt-1">{step.title}</h3>
                  <p className="body m-0 mt-2">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="proposal-form-title" className="card p-6 shadow-xl shadow-brand-800/5 sm:p-10">
          <h2 id="proposal-form-title" className="heading-3 m-0 mb-6 text-2xl">
            {getStartedPage.formTitle}
          </h2>
          <ProposalForm />
        </section>
      </div>
    </>
  );
}
