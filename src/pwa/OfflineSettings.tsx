import { useEffect, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { AppVersion } from './AppVersion';
import { OfflineControl } from './OfflineControl';
import { offlineState } from './offlineStatus';
import { formatBytes, storageSummary, type StorageSummary } from './storage';

/** Dashboard Settings: offline availability, storage used of the quota, persistence and the running version. */
export function OfflineSettings() {
  useSignals();
  const phase = offlineState.value.phase;
  const [summary, setSummary] = useState<StorageSummary | null | 'pending'>('pending');
  // Measured again when the offline copy arrives (it is most of what this site stores).
  useEffect(() => {
    let current = true;
    void storageSummary()
      .catch(() => null)
      .then((s) => current && setSummary(s));
    return () => {
      current = false;
    };
  }, [phase]);

  return (
    <section aria-labelledby="offline-settings-title" className="card p-4 sm:p-6">
      <h2 id="offline-settings-title" className="m-0 text-xl font-bold text-ink">
        Offline and storage
      </h2>
      <p className="m-0 mb-5 mt-1 max-w-2xl text-slate-600">
        Keep a copy of the whole site and dashboard on this device so they open without a connection.
      </p>
      <OfflineControl />
      <dl className="m-0 mt-5 grid max-w-2xl gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]" data-testid="storage-status">
        <dt className="font-medium text-ink">Storage used</dt>
        <dd className="m-0 text-slate-600">
          {summary === 'pending' ? 'Measuring…' : summary ? `${formatBytes(summary.usage)} of ${formatBytes(summary.quota)}` : 'Not reported by this browser'}
        </dd>
        <dt className="font-medium text-ink">Persistent storage</dt>
        <dd className="m-0 text-slate-600">
          {summary === 'pending'
            ? 'Checking…'
            : summary?.persisted
              ? 'Yes: the browser will not clear this data on its own'
              : 'No: the browser may clear this data when space runs low'}
        </dd>
        <dt className="font-medium text-ink">Running</dt>
        <dd className="m-0 text-slate-600">
          <AppVersion />
        </dd>
      </dl>
    </section>
  );
}
