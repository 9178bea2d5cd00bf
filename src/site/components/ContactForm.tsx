import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { contactFields, contactFormCopy, type ContactValues } from '../../content/contact';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { useHydrated } from '../../ui/useHydrated';

/** Reads the four contact values from a form's named fields. */
export function readContactValues(form: HTMLFormElement): ContactValues {
  const data = new FormData(form);
  const get = (k: keyof ContactValues) => String(data.get(k) ?? '');
  return { name: get('name'), email: get('email'), company: get('company'), message: get('message') };
}

/**
 * The one contact form (home and /contact). All fields are required by the browser; on submit
 * it prevents navigation and writes the values to the console (SPEC.md §7: no request is made).
 */
export function ContactForm({ submitLabel = contactFormCopy.submit }: { submitLabel?: string }) {
  const id = useId();
  const [sent, setSent] = useState(false);
  // Marks the form as interactive (hydrated), so tests and scripts can wait for it.
  const ready = useHydrated();

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    console.log(readContactValues(e.currentTarget));
    setSent(true);
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2" aria-label="Contact form" data-ready={ready ? 'true' : undefined}>
      <ContactFields id={id} />
      <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="m-0 text-sm text-slate-600">{contactFormCopy.privacy}</p>
        <Button type="submit" className="w-full sm:w-auto">
          {submitLabel}
          <Icon name="i-lucide-send" className="h-4 w-4" />
        </Button>
      </div>
      <p role="status" className="m-0 text-sm font-semibold text-emerald-800 sm:col-span-2">
        {sent ? contactFormCopy.sent : ''}
      </p>
    </form>
  );
}

/** Name, email, company and message fields; shared by the contact and proposal forms. */
export function ContactFields({ id, children }: { id: string; children?: ReactNode }) {
  return (
    <>
      <div>
        <label htmlFor={`${id}-name`} className="field-label">
          {contactFields.name}
        </label>
        <input id={`${id}-name`} name="name" type="text" autoComplete="name" required className="field" />
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="field-label">
          {contactFields.email}
        </label>
        <input id={`${id}-email`} name="email" type="email" autoComplete="email" required className="field" />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-company`} className="field-label">
          {contactFields.company}
        </label>
        <input id={`${id}-company`} name="company" type="text" autoComplete="organization" required className="field" />
      </div>
      {children}
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-message`} className="field-label">
          {contactFields.message}
        </label>
        <textarea id={`${id}-message`} name="message" rows={5} required className="field resize-y" />
      </div>
    </>
  );
}
