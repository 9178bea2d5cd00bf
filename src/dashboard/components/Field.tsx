import type { ChangeEvent, Ref } from 'react';
import { cx } from '../../ui/cx';

export interface FieldProps {
  id: string;
  name: string;
  label: string;
  type: 'text' | 'email' | 'url' | 'date' | 'number' | 'textarea' | 'select' | 'checkbox';
  value: string | boolean;
  onChange: (value: string | boolean) => void;
  options?: readonly { value: string; label: string }[];
  hint?: string;
  error?: string;
  required?: boolean;
  readOnly?: boolean;
  unit?: string;
  min?: number;
  max?: number;
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>;
}

/**
 * One labelled form control with its hint and error. No maxlength on purpose: an over-long
 * value gets a clear error instead of being cut short without a word.
 */
export function Field({ id, name, label, type, value, onChange, options, hint, error, required, unit, min, max, autoComplete, inputRef }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
    ref: inputRef,
  } as const;
  const onText = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => onChange(e.currentTarget.value);
  const invalid = error ? 'border-rose-600' : undefined;

  if (type === 'checkbox') {
    return (
      <div>
        <div className="flex items-start gap-3">
          <input
            {...common}
            type="checkbox"
            checked={value === true}
            onChange={(e) => onChange(e.currentTarget.checked)}
            className="focus-ring mt-1 h-5 w-5 shrink-0 accent-brand-600"
          />
          <label htmlFor={id} className="text-sm font-medium text-ink">
            {label}
          </label>
        </div>
        {hint && <p id={hintId} className="m-0 mt-1 text-sm text-slate-600">{hint}</p>}
        {error && <p id={errorId} className="m-0 mt-1 text-sm font-medium text-rose-700">{error}</p>}
      </div>
    );
  }

  const text = String(value);
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="field-label">
        {label}
        {required && <span aria-hidden="true" className="text-rose-700"> *</span>}
      </label>
      {type === 'textarea' ? (
        <textarea {...common} rows={4} dir="auto" className={cx('field resize-y', invalid)} value={text} onChange={onText} />
      ) : type === 'select' ? (
        <select {...common} className={cx('field', invalid)} value={text} onChange={onText}>
          {options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <div className="flex items-center gap-2">
          <input
            {...common}
            type={type}
            dir={type === 'text' ? 'auto' : undefined}
            inputMode={type === 'number' ? 'numeric' : undefined}
            min={min}
            max={max}
            autoComplete={autoComplete ?? 'off'}
            className={cx('field', type === 'number' && 'max-w-[10rem]', invalid)}
            value={text}
            onChange={onText}
          />
          {unit && <span className="text-sm text-slate-600">{unit}</span>}
        </div>
      )}
      {hint && <p id={hintId} className="m-0 mt-1 text-sm text-slate-600">{hint}</p>}
      {error && (
        <p id={errorId} className="m-0 mt-1 text-sm font-medium text-rose-700 [overflow-wrap:anywhere]">
          {error}
        </p>
      )}
    </div>
  );
}
