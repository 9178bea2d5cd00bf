import { applicationCopy } from '../../content/leadForms';
import { Icon } from '../../ui/Icon';
import { Honeypot, StatusLine, SubmitButton, TextAreaField, TextField } from './fields';
import { useLeadForm } from './useLeadForm';

export interface ApplicationFormProps {
  /** The job's slug (sent with the application); none for a general application. */
  jobSlug?: string;
  /** The job's title, for the heading. */
  jobTitle?: string;
  /** Heading level of the form's title, so it fits the page's outline. */
  headingLevel?: 2 | 3;
}

/** A job application (one per job page, or a general one): saved on the device, then sent. */
export function ApplicationForm({ jobSlug, jobTitle, headingLevel = 2 }: ApplicationFormProps) {
  const form = useLeadForm('application', { sentText: applicationCopy.sent });
  const Heading = `h${headingLevel}` as const;
  const title = jobTitle ? applicationCopy.titleForJob(jobTitle) : applicationCopy.titleGeneral;
  return (
    <form
      {...form.formProps}
      className="relative grid gap-5 sm:grid-cols-2"
      aria-labelledby={`${form.id}-title`}
    >
      <div className="sm:col-span-2">
        <Heading id={`${form.id}-title`} className="heading-3 m-0 text-2xl">
          {title}
        </Heading>
        <p className="body m-0 mt-2">{applicationCopy.intro}</p>
      </div>
      {jobSlug && <input type="hidden" name="job" value={jobSlug} />}
      <TextField form={form} name="name" label={applicationCopy.name} autoComplete="name" required />
      <TextField form={form} name="email" type="email" label={applicationCopy.email} autoComplete="email" required />
      <TextField form={form} name="link" type="url" label={applicationCopy.link} autoComplete="url" className="sm:col-span-2" />
      <TextAreaField form={form} name="message" label={applicationCopy.message} required className="sm:col-span-2" />
      <Honeypot form={form} />
      <div className="sm:col-span-2">
        <SubmitButton form={form} className="w-full sm:w-auto">
          {applicationCopy.submit}
          <Icon name="i-lucide-send" className="h-4 w-4" />
        </SubmitButton>
      </div>
      <StatusLine form={form} className="sm:col-span-2" />
    </form>
  );
}
