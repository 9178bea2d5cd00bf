import { useEffect, useRef, useState, type FormEvent } from 'react';
import { showToast } from '../../ui/toast';
import { useUnsavedInput } from '../../ui/useUnsavedInput';
import { Field } from '../components/Field';
import { saveRecord } from '../data/store';
import { hasErrors } from '../data/validation';
import type { CollectionConfig, FormValues } from './configs';
import type { CollectionName, Collections } from '../data/types';

interface RecordFormProps<K extends CollectionName> {
  config: CollectionConfig<K>;
  /** The record being edited, or null for a new one. */
  record: Collections[K] | null;
  all: readonly Collections[K][];
  /** Saved: close without asking. */
  onDone: () => void;
  /** Cancel: the owner asks first when there is unsaved input. */
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

const newId = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/** Create or edit one record: validated on Save, errors beside their fields, focus on the first. */
export function RecordForm<K extends CollectionName>({ config, record, all, onDone, onCancel, onDirtyChange }: RecordFormProps<K>) {
  const [initial] = useState<FormValues>(() => config.toForm(record));
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saveError, setSaveError] = useState('');
  const [busy, setBusy] = useState(false);
  const fieldRefs = useRef(new Map<string, HTMLElement>());
  const dirty = config.fields.some((f) => values[f.name] !== initial[f.name]);
  useUnsavedInput(dirty);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const draft = config.fromForm(values, record, newId);
    const found = config.validate(draft, all) as Record<string, string>;
    setErrors(found);
    if (hasErrors(found)) {
      const first = config.fields.find((f) => found[f.name]);
      if (first) fieldRefs.current.get(first.name)?.focus();
      return;
    }
    setBusy(true);
    setSaveError('');
    try {
      await saveRecord(config.name, draft);
      onDirtyChange(false);
      void showToast(record ? `${config.noun[0][0]!.toUpperCase()}${config.noun[0].slice(1)} saved` : `${config.noun[0][0]!.toUpperCase()}${config.noun[0].slice(1)} created`);
      onDone();
    } catch (e) {
      setSaveError(`Could not save: ${e instanceof Error ? e.message : String(e)}. Your changes are still here.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-label={record ? `Edit ${config.noun[0]}` : `New ${config.noun[0]}`} className="grid gap-4">
      {config.fields.map((field) => (
        <Field
          key={field.name}
          id={`record-${field.name}`}
          name={field.name}
          label={field.label}
          type={field.type}
          options={field.options?.map((o) => ({ value: o, label: o }))}
          required={field.required}
          hint={field.hint}
          autoComplete={field.type === 'email' ? 'email' : undefined}
          value={values[field.name] ?? ''}
          error={errors[field.name]}
          onChange={(value) => setValues((v) => ({ ...v, [field.name]: String(value) }))}
          inputRef={(el) => {
            if (el) fieldRefs.current.set(field.name, el);
            else fieldRefs.current.delete(field.name);
          }}
        />
      ))}
      {saveError && (
        <p role="alert" className="m-0 text-sm font-medium text-rose-700">
          {saveError}
        </p>
      )}
      <div className="mt-2 flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-secondary btn-sm" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn-primary btn-sm" disabled={busy}>
          {record ? 'Save changes' : `Create ${config.noun[0]}`}
        </button>
      </div>
    </form>
  );
}
