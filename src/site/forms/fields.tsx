import type { ReactNode } from 'react';
import { leadFormCopy } from '../../content/leadForms';
import { HONEYPOT_FIELD } from '../../leads/limits';
import { Icon } from '../../ui/Icon';
import { cx } from '../../ui/cx';
import type { LeadFormState } from './useLeadForm';

type Tone = 'light' | 'dark';
const errorClass: Record<Tone, string> = { light: 'text-rose-700', dark: 'text-rose-200' };

/** Props that tie a control to its label and, when it has one, its error message. */
function controlProps(form: LeadFormState, name: string) {
  const error = form.errors[name];
  return {
    id: `${form.id}-${name}`,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${form.id}-${name}-error` : undefined,
  } as const;
}

export function FieldError({ form, name, tone = 'light' }: { form: LeadFormState; name: string; tone?: Tone }) {
  const error = form.errors[name];
  if (!error) return null;
  return (
    <p id={`${form.id}-${name}-error`} className={cx('m-0 mt-1.5 flex items-start gap-1.5 text-sm font-medium', errorClass[tone])}>
      <Icon name="i-lucide-circle-alert" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>{error}</span>
    </p>
  );
}

interface FieldProps {
  form: LeadFormState;
  name: string;
  label: string;
  className?: string;
  required?: boolean;
}

/** A control with its label above and its error message below. */
function Labelled({ form, name, label, className, children }: Omit<FieldProps, 'required'> & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={`${form.id}-${name}`} className="field-label">
        {label}
      </label>
      {children}
      <FieldError form={form} name={name} />
    </div>
  );
}

export function TextField({ type = 'text', autoComplete, ...field }: FieldProps & { type?: 'text' | 'email' | 'url'; autoComplete?: string }) {
  return (
    <Labelled {...field}>
      <input {...controlProps(field.form, field.name)} type={type} autoComplete={autoComplete} required={field.required} className="field" />
    </Labelled>
  );
}

export function TextAreaField(field: FieldProps) {
  return (
    <Labelled {...field}>
      <textarea {...controlProps(field.form, field.name)} rows={5} required={field.required} className="field resize-y" />
    </Labelled>
  );
}

export function SelectField({ placeholder, options, ...field }: FieldProps & { placeholder: string; options: readonly { value: string; label: string }[] }) {
  return (
    <Labelled {...field}>
      <select {...controlProps(field.form, field.name)} required={field.required} defaultValue="" className="field">
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

/** Labels of the fields every lead form asks for; a form without `company` does not ask for one. */
export interface LeadFieldLabels {
  name: string;
  email: string;
  company?: string;
  message: string;
}

/**
 * The fields the contact, proposal and application forms share: name, email, company (when
 * labelled), then the form's own fields (`children`), the message, and the honeypot.
 */
export function LeadFields({ form, labels, children }: { form: LeadFormState; labels: LeadFieldLabels; children?: ReactNode }) {
  return (
    <>
      <TextField form={form} name="name" label={labels.name} autoComplete="name" required />
      <TextField form={form} name="email" type="email" label={labels.email} autoComplete="email" required />
      {labels.company && <TextField form={form} name="company" label={labels.company} autoComplete="organization" required className="sm:col-span-2" />}
      {children}
      <TextAreaField form={form} name="message" label={labels.message} required className="sm:col-span-2" />
      <Honeypot form={form} />
    </>
  );
}

/**
 * A two-column lead form: its fields, the submit row (with an optional note beside the button)
 * and the live status line. Named by `label`, or by the heading `labelledBy` points to.
 */
export function LeadFormLayout({ form, label, labelledBy, note, submit, children }: { form: LeadFormState; label?: string; labelledBy?: string; note?: string; submit: ReactNode; children: ReactNode }) {
  return (
    <form {...form.formProps} className="relative grid gap-5 sm:grid-cols-2" aria-label={label} aria-labelledby={labelledBy}>
      {children}
      <div className={cx('sm:col-span-2', note && 'flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between')}>
        {note && <p className="m-0 text-sm text-slate-600">{note}</p>}
        <SubmitButton form={form} className="w-full sm:w-auto">
          {submit}
        </SubmitButton>
      </div>
      <StatusLine form={form} className="sm:col-span-2" />
    </form>
  );
}

/**
 * A page's form in a titled card (/contact, /get-started); `raised` lifts it with a soft shadow.
 * Here beside the form code both pages load anyway, so sharing it adds no chunk to their first load.
 */
export function FormPanel({ titleId, title, raised, children }: { titleId: string; title: string; raised?: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby={titleId} className={raised ? 'card p-6 shadow-xl shadow-brand-800/5 sm:p-10' : 'card p-6 sm:p-10'}>
      <h2 id={titleId} className="heading-3 m-0 mb-6 text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Off-screen and out of the tab order: people never see it, form-filling robots fill it in. */
export function Honeypot({ form }: { form: LeadFormState }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={`${form.id}-${HONEYPOT_FIELD}`}>Website (leave empty)</label>
      <input id={`${form.id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

const statusClass: Record<Tone, Record<string, string>> = {
  light: { progress: 'text-slate-700', sent: 'text-emerald-800', saved: 'text-amber-900', error: 'text-rose-700' },
  dark: { progress: 'text-slate-200', sent: 'text-emerald-200', saved: 'text-amber-100', error: 'text-rose-200' },
};

/** The form's live status line: always in the page, so screen readers announce each change. */
export function StatusLine({ form, tone = 'light', className }: { form: LeadFormState; tone?: Tone; className?: string }) {
  return (
    <p role="status" data-status={form.status?.tone} className={cx('m-0 text-sm font-semibold', form.status && statusClass[tone][form.status.tone], className)}>
      {form.status?.text ?? ''}
    </p>
  );
}

/** Shows progress and ignores further presses while a submit is running. */
export function SubmitButton({ form, children, className, variant = 'btn-primary' }: { form: LeadFormState; children: ReactNode; className?: string; variant?: string }) {
  return (
    <button type="submit" aria-disabled={form.pending || undefined} className={cx(variant, form.pending && 'cursor-progress opacity-80', className)}>
      {form.pending ? (
        <>
          <Icon name="i-lucide-loader-circle" className="h-4 w-4 motion-safe:animate-spin" />
          {leadFormCopy.sending}
        </>
      ) : (
        children
      )}
    </button>
  );
}
