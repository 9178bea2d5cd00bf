import type { FormEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { PageProps } from '../../routes';
import { settingsSections, type SettingsSection } from '../../content/dashboard/settings';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { Tabs } from '../../ui/Tabs';
import { adminEmail, siteDescription, siteName } from '../state/settings';
import { settingsTab } from '../state/tabs';

// Nothing is saved or sent: the form only holds the values in signals.
const preventSubmit = (event: FormEvent) => event.preventDefault();

function GeneralForm() {
  useSignals();
  return (
    <form onSubmit={preventSubmit} aria-label="General settings" className="grid max-w-2xl gap-5">
      <div>
        <label htmlFor="settings-site-name" className="field-label">
          Site Name
        </label>
        <input id="settings-site-name" name="siteName" type="text" className="field" value={siteName.value} onChange={(e) => (siteName.value = e.currentTarget.value)} />
      </div>
      <div>
        <label htmlFor="settings-site-description" className="field-label">
          Site Description
        </label>
        <textarea
          id="settings-site-description"
          name="siteDescription"
          rows={4}
          className="field resize-y"
          value={siteDescription.value}
          onChange={(e) => (siteDescription.value = e.currentTarget.value)}
        />
      </div>
      <div>
        <label htmlFor="settings-admin-email" className="field-label">
          Admin Email
        </label>
        <input
          id="settings-admin-email"
          name="adminEmail"
          type="email"
          autoComplete="email"
          className="field"
          value={adminEmail.value}
          onChange={(e) => (adminEmail.value = e.currentTarget.value)}
        />
      </div>
      <div>
        <Button>
          <Icon name="i-lucide-save" className="h-4 w-4" />
          Save Changes
        </Button>
      </div>
    </form>
  );
}

function Placeholder({ section }: { section: SettingsSection }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-white text-brand-700 shadow-sm">
        <Icon name={section.icon} className="h-6 w-6" />
      </span>
      <p className="m-0 font-semibold text-ink">{section.label} options are not part of the demo yet.</p>
    </div>
  );
}

/** /dashboard/settings: four tabs; General edits the site settings locally. */
export default function SettingsPage(_: PageProps) {
  useSignals();
  return (
    <div className="card p-4 sm:p-6">
      <Tabs
        label="Settings"
        value={settingsTab.value}
        onChange={(v) => (settingsTab.value = v)}
        items={settingsSections.map((section) => ({
          value: section.value,
          label: section.label,
          icon: section.icon,
          panel: (
            <div className="pt-2">
              <h2 className="m-0 text-xl font-bold text-ink">{section.heading}</h2>
              <p className="m-0 mb-6 mt-1 max-w-2xl text-slate-600">{section.intro}</p>
              {section.value === 'general' ? <GeneralForm /> : <Placeholder section={section} />}
            </div>
          ),
        }))}
      />
    </div>
  );
}
