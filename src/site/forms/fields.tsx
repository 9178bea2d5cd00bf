import type { ReactNode } from 'react';
import { leadStatusCopy } from '../../content/leadForms';
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

export function TextField({ form, name, label, className, required, type = 'text', autoComplete }: FieldProps & { type?: 'text' | 'email' | 'url'; autoComplete?: string }) {
  const props = controlProps(form, name);
  return (
    <div className={className}>
      <label htmlFor={props.id} className="field-label">
        {label}
      </label>
      <input {...props} type={type} autoComplete={autoComplete} required={required} className="field" />
      <FieldError form={form} name={name} />
    </div>
  );
}

export function TextAreaField({ form, name, label, className, required }: FieldProps) {
  const props = controlProps(form, name);
  return (
    <div className={className}>
      <label htmlFor={props.id} className="field-label">
        {label}
      </label>
      <textarea {...props} rows={5} required={required} className="field resize-y" />
      <FieldError form={form} name={name} />
    </div>
  );
}

export function SelectField({ form, name, label, className, required, placeholder, options }: FieldProps & { placeholder: string; options: readonly { value: string; label: string }[] }) {
  const props = controlProps(form, name);
  return (
    <div className={className}>
      <label htmlFor={props.id} className="field-label">
        {label}
      </label>
      <select {...props} required={required} defaultValue="" className="field">
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError form={form} name={name} />
    </div>
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
          {leadStatusCopy.sending}
        </>
      ) : (
        children
      )}
    </button>
  );
}
