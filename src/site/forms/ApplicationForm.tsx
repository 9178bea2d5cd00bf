import { applicationCopy } from '../../content/applicationForm';
import { Icon } from '../../ui/Icon';
import { LeadFields, LeadFormLayout, TextField } from './fields';
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
    <LeadFormLayout
      form={form}
      labelledBy={`${form.id}-title`}
      submit={
        <>
          {applicationCopy.submit}
          <Icon name="i-lucide-send" className="h-4 w-4" />
        </>
      }
    >
      <div className="sm:col-span-2">
        <Heading id={`${form.id}-title`} className="heading-3 m-0 text-2xl">
          {title}
        </Heading>
        <p className="body m-0 mt-2">{applicationCopy.intro}</p>
      </div>
      {jobSlug && <input type="hidden" name="job" value={jobSlug} />}
      <LeadFields form={form} labels={applicationCopy}>
        <TextField form={form} name="link" type="url" label={applicationCopy.link} autoComplete="url" className="sm:col-span-2" />
      </LeadFields>
    </LeadFormLayout>
  );
}
