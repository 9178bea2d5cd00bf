import { useId, useState, type FormEvent } from 'react';
import { getStartedPage, serviceOptions } from '../../content/contactPages';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { ContactFields, readContactValues } from './ContactForm';

/** Get-started proposal request: the contact fields plus a service of interest. Logs its values only. */
export function ProposalForm() {
  const id = useId();
  const [sent, setSent] = useState(false);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const service = String(new FormData(form).get('service') ?? '');
    console.log({ ...readContactValues(form), service });
    setSent(true);
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2" aria-label="Proposal request">
      <ContactFields id={id}>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-service`} className="field-label">
            {getStartedPage.serviceLabel}
          </label>
          <select id={`${id}-service`} name="service" required defaultValue="" className="field">
            <option value="" disabled>
              {getStartedPage.servicePlaceholder}
            </option>
            {serviceOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      </ContactFields>
      <div className="sm:col-span-2">
        <Button type="submit" className="w-full sm:w-auto">
          {getStartedPage.submit}
          <Icon name="i-lucide-arrow-right" className="h-4 w-4" />
        </Button>
      </div>
      <p role="status" className="m-0 text-sm font-semibold text-emerald-800 sm:col-span-2">
        {sent ? getStartedPage.sent : ''}
      </p>
    </form>
  );
}
