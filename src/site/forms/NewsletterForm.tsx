import { newsletterCopy } from '../../content/leadForms';
import { cx } from '../../ui/cx';
import { FieldError, Honeypot, StatusLine, SubmitButton } from './fields';
import { useLeadForm } from './useLeadForm';

/**
 * The newsletter sign-up (footer and blog): one email field and a real Subscribe button.
 * `tone` picks colours for the dark footer or the blue blog box.
 */
export function NewsletterForm({ label = 'Newsletter sign-up', buttonLabel = newsletterCopy.button, tone = 'dark', buttonVariant = 'btn-primary' }: { label?: string; buttonLabel?: string; tone?: 'dark' | 'blue'; buttonVariant?: string }) {
  const form = useLeadForm('newsletter', { sentText: newsletterCopy.sent });
  const error = form.errors.email;
  return (
    <form {...form.formProps} aria-label={label} className="relative w-full">
      {/* Wraps: where the field beside the button would be too narrow for its placeholder (the blog
          box on a phone), the button goes below it. */}
      <div className="flex w-full flex-wrap gap-2">
        <label htmlFor={`${form.id}-email`} className="sr-only">
          {newsletterCopy.label}
        </label>
        <input
          id={`${form.id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={newsletterCopy.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${form.id}-email-error` : undefined}
          className={cx('field min-w-48 flex-1', tone === 'dark' ? 'border-white/20 bg-white/10 text-white placeholder:text-slate-400' : 'border-white/30')}
        />
        <SubmitButton form={form} variant={buttonVariant} className="shrink-0">
          {buttonLabel}
        </SubmitButton>
      </div>
      <Honeypot form={form} />
      <FieldError form={form} name="email" tone="dark" />
      <StatusLine form={form} tone="dark" className="mt-2" />
    </form>
  );
}
