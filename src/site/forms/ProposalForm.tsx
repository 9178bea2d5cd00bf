import { useEffect } from 'react';
import { getStartedPage } from '../../content/contactPages';
import { proposalServices } from '../../content/leadChoices';
import { Icon } from '../../ui/Icon';
import { contactFields } from '../../content/contact';
import { contactValues } from './ContactForm';
import { LeadFields, LeadFormLayout, SelectField } from './fields';
import { useLeadForm } from './useLeadForm';

const logProposal = (values: Record<string, string>) => console.log({ ...contactValues(values), service: values.service ?? '' });

/** Get-started proposal request: the contact fields plus a service, preselected from `?service=slug`. */
export function ProposalForm() {
  const form = useLeadForm('proposal', { sentText: getStartedPage.sent, onValues: logProposal });

  // The prerendered page cannot know the query; pick the service once the app runs, unless the
  // visitor already chose one.
  useEffect(() => {
    const select = form.formRef.current?.elements.namedItem('service');
    const slug = new URLSearchParams(window.location.search).get('service');
    if (select instanceof HTMLSelectElement && slug && select.value === '' && proposalServices.some((o) => o.value === slug)) select.value = slug;
  }, [form.formRef]);

  return (
    <LeadFormLayout
      form={form}
      label="Proposal request"
      submit={
        <>
          {getStartedPage.submit}
          <Icon name="i-lucide-arrow-right" className="h-4 w-4" />
        </>
      }
    >
      <LeadFields form={form} labels={contactFields}>
        <SelectField form={form} name="service" label={getStartedPage.serviceLabel} placeholder={getStartedPage.servicePlaceholder} options={proposalServices} required className="sm:col-span-2" />
      </LeadFields>
    </LeadFormLayout>
  );
}
