import { contactFields, contactFormCopy, type ContactValues } from '../../content/contact';
import { Icon } from '../../ui/Icon';
import { LeadFields, LeadFormLayout } from './fields';
import { useLeadForm } from './useLeadForm';

/** The four contact values, as SPEC.md §7 logs them. */
export const contactValues = (v: Record<string, string>): ContactValues => ({ name: v.name ?? '', email: v.email ?? '', company: v.company ?? '', message: v.message ?? '' });
const logContact = (values: Record<string, string>) => console.log(contactValues(values));

/** The one contact form (home and /contact): saved on the device, then sent to the lead API. */
export function ContactForm({ submitLabel = contactFormCopy.submit }: { submitLabel?: string }) {
  const form = useLeadForm('contact', { sentText: contactFormCopy.sent, onValues: logContact });
  return (
    <LeadFormLayout
      form={form}
      label="Contact form"
      note={contactFormCopy.privacy}
      submit={
        <>
          {submitLabel}
          <Icon name="i-lucide-send" className="h-4 w-4" />
        </>
      }
    >
      <LeadFields form={form} labels={contactFields} />
    </LeadFormLayout>
  );
}
