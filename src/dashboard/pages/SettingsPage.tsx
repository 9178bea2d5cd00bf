import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { PageProps } from '../../routes';
import { defaultSiteSettings, settingsSections, type SiteSettings } from '../../content/dashboard/settings';
import { OfflineSettings } from '../../pwa/OfflineSettings';
import { Icon } from '../../ui/Icon';
import { Tabs } from '../../ui/Tabs';
import { showToast } from '../../ui/toast';
import { useHeldSubmit } from '../../ui/useHeldSubmit';
import { useClientValue } from '../../ui/useHydrated';
import { useUnsavedInput } from '../../ui/useUnsavedInput';
import { Field } from '../components/Field';
import { saveSettings, settings } from '../data/store';
import { useStoreLoaded } from '../data/useStoreLoaded';
import { hasErrors, settingsFields, validateSettings, type Errors } from '../data/validation';
import { settingsBlocks } from '../settings/blocks';
import { fieldId, fromDraft, keepUnsaved, readPrefilled, readUnsaved, tabOf, toDraft, type Draft } from '../settings/draft';
import { settingsTab } from '../state/tabs';
import { useTabParam } from '../state/useTabParam';

/**
 * Every field of the four tabs in one form; Save Changes validates and stores them all.
 * Only fields the user has touched are held as edits: the rest follow the stored values
 * (which arrive after the first render, and may change in another tab).
 */
function SettingsForm() {
  useSignals();
  const loaded = useStoreLoaded();
  const current = loaded ? settings.value : defaultSiteSettings;
  const saved = toDraft(current);
  // Text typed before the app started is in the DOM: adopt it instead of overwriting it.
  const [edits, setEdits] = useState<Partial<Draft>>(readPrefilled);
  const [errors, setErrors] = useState<Errors<SiteSettings>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const draft: Draft = { ...saved, ...edits };
  const dirty = (Object.keys(edits) as (keyof SiteSettings)[]).some((k) => edits[k] !== saved[k]);
  useUnsavedInput(dirty);
  // What was typed before a reload comes back once the page has hydrated (the prerendered fields
  // hold the defaults); text typed since the page appeared wins over it.
  // Read here, not in the updater: the next effect clears the kept copy while nothing is dirty yet.
  useEffect(() => {
    const kept = readUnsaved();
    setEdits((typed) => ({ ...kept, ...typed }));
  }, []);
  useEffect(() => keepUnsaved(dirty ? edits : null), [dirty, edits]);
  useEffect(() => () => keepUnsaved(null), []);
  // Text typed before the app started makes the form dirty; the prerendered page says nothing of it.
  const dirtyShown = useClientValue(dirty, false);
  const [tab, selectTab] = useTabParam(settingsTab, settingsSections.map((s) => s.value));
  // Save pressed before the app ran (head.js held it): saved once the stored values are here.
  const formRef = useRef<HTMLFormElement>(null);
  useHeldSubmit(formRef, loaded);

  const change = (name: keyof SiteSettings, value: string | boolean) => {
    setEdits((e) => ({ ...e, [name]: value }));
    // An edited field's error (and the count above Save) goes until the next save checks again.
    setErrors(({ [name]: _edited, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // The stored values are still loading: saving now would compare with the defaults. Held as
    // head.js holds a submit made before the app runs, and made again once they are here.
    if (!loaded) {
      event.currentTarget.setAttribute('data-submit-pending', '');
      return;
    }
    const next = fromDraft(draft);
    // Nothing differs from what is stored (once cleaned): a "Saved" would claim a change that never happened.
    if (settingsFields.every((f) => Object.is(next[f.name], current[f.name]))) {
      setEdits({});
      setErrors({});
      setFailure('');
      void showToast('No changes to save');
      return;
    }
    const found = validateSettings(next);
    setErrors(found);
    setFailure('');
    if (hasErrors(found)) {
      const first = settingsSections.flatMap((s) => s.fields).find((f) => found[f.name])!;
      selectTab(tabOf(first.name));
      // The field's tab panel is shown on the next render; focus it then.
      requestAnimationFrame(() => document.getElementById(fieldId(first.name))?.focus());
      return;
    }
    setBusy(true);
    try {
      await saveSettings(next);
      setEdits({});
      void showToast('Saved');
    } catch (e) {
      setFailure(`Could not save: ${e instanceof Error ? e.message : String(e)}. Your changes are still in the form.`);
    } finally {
      setBusy(false);
    }
  };

  const errorCount = Object.keys(errors).length;
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      data-app-form="settings"
      aria-label="Site settings"
      className="card p-4 sm:p-6"
      data-ready={loaded ? 'true' : undefined}
    >
      <Tabs
        label="Settings"
        value={tab}
        onChange={selectTab}
        items={settingsSections.map((section) => ({
          value: section.value,
          label: section.label,
          icon: section.icon,
          panel: (
            <div className="pt-2">
              <h2 className="m-0 text-xl font-bold text-ink">{section.heading}</h2>
              <p className="m-0 mb-6 mt-1 max-w-2xl text-slate-600">{section.intro}</p>
              <div className="grid max-w-2xl gap-5">
                {section.fields.map((field) => (
                  <Field
                    key={field.name}
                    id={fieldId(field.name)}
                    name={field.name}
                    label={field.label}
                    type={field.type}
                    hint={field.hint}
                    required={'required' in field ? field.required : undefined}
                    options={field.type === 'select' ? field.options : undefined}
                    unit={field.type === 'number' ? field.unit : undefined}
                    min={field.type === 'number' ? field.min : undefined}
                    max={field.type === 'number' ? field.max : undefined}
                    autoComplete={field.type === 'email' ? 'email' : undefined}
                    value={draft[field.name]}
                    error={errors[field.name]}
                    onChange={(value) => change(field.name, value)}
                  />
                ))}
                {settingsBlocks
                  .filter((b) => b.place === section.value)
                  .map(({ id, Component }) => (
                    <Component key={id} />
                  ))}
              </div>
            </div>
          ),
        }))}
      />
      <div className="mt-6 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-5">
        {/* aria-disabled, not disabled: a disabled button drops the focus of the keyboard user who pressed it. */}
        <button type="submit" className="btn-primary" aria-disabled={busy || undefined}>
          <Icon name="i-lucide-save" className="h-4 w-4" />
          Save Changes
        </button>
        <p className="m-0 text-sm text-slate-600" aria-live="polite">
          {dirtyShown ? 'You have unsaved changes.' : ''}
        </p>
      </div>
      {(errorCount > 0 || failure) && (
        <p role="alert" className="m-0 mt-3 text-sm font-medium text-rose-700">
          {failure || (errorCount === 1 ? 'One field needs attention before saving.' : `${errorCount} fields need attention before saving.`)}
        </p>
      )}
    </form>
  );
}

function DataCard() {
  return (
    <section aria-labelledby="settings-data" className="card p-4 sm:p-6">
      <h2 id="settings-data" className="m-0 text-xl font-bold text-ink">
        Your data
      </h2>
      <p className="m-0 mb-6 mt-1 max-w-2xl text-slate-600">Everything in this dashboard is stored on this device only.</p>
      <div className="grid max-w-2xl gap-8">
        {settingsBlocks
          .filter((b) => b.place === 'data')
          .map(({ id, Component }) => (
            <Component key={id} />
          ))}
      </div>
    </section>
  );
}

/** /dashboard/settings: the site settings in four tabs, then backup and reset. */
export default function SettingsPage(_: PageProps) {
  return (
    <div className="space-y-6">
      <SettingsForm />
      <DataCard />
      <OfflineSettings />
    </div>
  );
}
