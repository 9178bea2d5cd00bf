import { useEffect, useRef, useState, type FormEvent } from 'react';
import { showToast } from '../../ui/toast';
import { useUnsavedInput } from '../../ui/useUnsavedInput';
import { Field } from '../components/Field';
import { saveRecord } from '../data/store';
import { hasErrors } from '../data/validation';
import type { CollectionConfig, FormValues } from './configs';
import { clearFormDraft, writeFormDraft } from './formDraft';
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
  /** What was typed before a reload (formDraft.ts), put back over the record's values. */
  restored?: FormValues;
}

const sameValues = (a: FormValues, b: FormValues) => Object.keys({ ...a, ...b }).every((k) => a[k] === b[k]);

const newId = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/** Create or edit one record: validated on Save, errors beside their fields, focus on the first. */
export function RecordForm<K extends CollectionName>({ config, record, all, onDone, onCancel, onDirtyChange, restored }: RecordFormProps<K>) {
  // The version this form edits: the record as opened, or the newer one the admin chose to load.
  const [base, setBase] = useState(record);
  const [initial, setInitial] = useState<FormValues>(() => config.toForm(record));
  const [values, setValues] = useState<FormValues>(() => {
    if (!restored) return initial;
    const kept = config.fields.filter((f) => typeof restored[f.name] === 'string').map((f) => [f.name, restored[f.name]!]);
    return { ...initial, ...Object.fromEntries(kept) };
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saveError, setSaveError] = useState('');
  const [busy, setBusy] = useState(false);
  const fieldRefs = useRef(new Map<string, HTMLElement>());
  const dirty = config.fields.some((f) => values[f.name] !== initial[f.name]);
  useUnsavedInput(dirty);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  // Unsaved input outlives a reload; the form closing (saved, cancelled, left in the app) forgets it.
  const draftId = record?.id ?? null;
  useEffect(() => {
    if (dirty) writeFormDraft(config.name, { id: draftId, values });
    else clearFormDraft(config.name);
  }, [config.name, draftId, dirty, values]);
  useEffect(() => () => clearFormDraft(config.name), [config.name]);
  const noun = config.noun[0];

  // Another tab may save or delete this record while the form is open (`all` follows the store
  // live): say so before a save would silently replace or resurrect it.
  const stored = base && all.find((r) => r.id === base.id);
  const elsewhere = !base ? null : !stored ? 'deleted' : !sameValues(config.toForm(stored), config.toForm(base)) ? 'changed' : null;
  const loadStored = () => {
    if (!stored) return;
    const fresh = config.toForm(stored);
    setBase(stored);
    setInitial(fresh);
    setValues(fresh);
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const draft = config.fromForm(values, base, newId);
    // Saving what is stored already (untouched, or only spaces added around a value, which are not
    // stored) would only move its "last modified" date: close, and say so.
    if (base && !elsewhere && sameValues(config.toForm(draft), config.toForm(base))) {
      void showToast('No changes to save');
      onDone();
      return;
    }
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
      void showToast(`${noun[0]!.toUpperCase()}${noun.slice(1)} ${record ? 'saved' : 'created'}`);
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
      {restored && dirty && (
        <p role="status" className="m-0 rounded-xl bg-brand-50 px-4 py-3 text-sm text-ink">
          What you typed before the page reloaded is back. Save it, or Cancel to discard it.
        </p>
      )}
      {elsewhere && (
        <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <p className="m-0">
            <strong>{elsewhere === 'deleted' ? `This ${noun} was deleted in another tab.` : `This ${noun} was changed in another tab.`}</strong>{' '}
            {elsewhere === 'deleted' ? 'Saving puts it back, with what is in this form.' : 'Saving replaces that version with what is in this form.'}
          </p>
          {elsewhere === 'changed' && (
            <button type="button" className="btn-secondary btn-sm mt-3" onClick={loadStored}>
              Load the new version
            </button>
          )}
        </div>
      )}
      {saveError && (
        <p role="alert" className="m-0 text-sm font-medium text-rose-700">
          {saveError}
        </p>
      )}
      <div className="mt-2 flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-secondary btn-sm" onClick={onCancel}>
          Cancel
        </button>
        {/* aria-disabled, not disabled: a save that fails would otherwise leave the keyboard user's focus nowhere. */}
        <button type="submit" className="btn-primary btn-sm" aria-disabled={busy || undefined}>
          {!record ? `Create ${noun}` : elsewhere ? 'Save anyway' : 'Save changes'}
        </button>
      </div>
    </form>
  );
}
