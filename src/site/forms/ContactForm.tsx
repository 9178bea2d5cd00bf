import { contactFields, contactFormCopy, type ContactValues } from '../../content/contact';
import { Icon } from '../../ui/Icon';
import { Honeypot, StatusLine, SubmitButton, TextAreaField, TextField } from './fields';
import { useLeadForm, type LeadFormState } from './useLeadForm';

/** The four contact values, as SPEC.md §7 logs them. */
export const contactValues = (v: Record<string, string>): ContactValues => ({ name: v.name ?? '', email: v.email ?? '', company: v.company ?? '', message: v.message ?? '' });
const logContact = (values: Record<string, string>) => console.log(contactValues(values));

/** Name, email, company and message; shared by the contact and proposal forms. */
export function ContactFields({ form, children }: { form: LeadFormState; children?: React.ReactNode }) {
  return (
    <>
      <TextField form={form} name="name" label={contactFields.name} autoComplete="name" required />
      <TextField form={form} name="email" type="email" label={contactFields.email} autoComplete="email" required />
      <TextField form={form} name="company" label={contactFields.company} autoComplete="organization" required className="sm:col-span-2" />
      {children}
      <TextAreaField form={form} name="message" label={contactFields.message} required className="sm:col-span-2" />
      <Honeypot form={form} />
    </>
  );
}

/** The one contact form (home and /contact): saved on the device, then sent to the lead API. */
export function ContactForm({ submitLabel = contactFormCopy.submit }: { submitLabel?: string }) {
  const form = useLeadForm('contact', { sentText: contactFormCopy.sent, onValues: logContact });
  return (
    <form
      {...form.formProps}
      className="relative grid gap-5 sm:grid-cols-2"
      aria-label="Contact form"
    >
      <ContactFields form={form} />
      <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="m-0 text-sm text-slate-600">{contactFormCopy.privacy}</p>
        <SubmitButton form={form} className="w-full sm:w-auto">
          {submitLabel}
          <Icon name="i-lucide-send" className="h-4 w-4" />
        </SubmitButton>
      </div>
      <StatusLine form={form} className="sm:col-span-2" />
    </form>
  );
}
