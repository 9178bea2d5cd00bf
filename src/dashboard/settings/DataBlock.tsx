import { useEffect, useRef, useState } from 'react';
import { Icon } from '../../ui/Icon';
import { showToast } from '../../ui/toast';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { MAX_BACKUP_BYTES, parseBackup, toBackup } from '../data/backup';
import { downloadText } from '../data/csv';
import { currentSnapshot, replaceAll, resetDemoData, startStore } from '../data/store';
import type { Snapshot } from '../data/types';

const plural = (n: number, one: string) => `${n.toLocaleString('en-US')} ${one}${n === 1 ? '' : 's'}`;

/** Backup to a JSON file and back; importing replaces everything, after a check and a confirmation. */
export function BackupBlock() {
  const fileRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState('');
  const [pending, setPending] = useState<{ snapshot: Snapshot; file: string } | null>(null);

  const exportJson = async () => {
    // Pressed while this device's data still loads (made again from before the app ran, say): the
    // file holds that data once it is here, never the sample the page shows meanwhile.
    await startStore();
    const date = new Date().toISOString().slice(0, 10);
    downloadText(`northstar-dashboard-${date}.json`, toBackup(currentSnapshot()), 'application/json');
  };

  const readFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = ''; // choosing the same file again still triggers a change
    setError('');
    if (!file) return;
    if (file.size > MAX_BACKUP_BYTES) {
      setError(`“${file.name}” is ${(file.size / 1024 / 1024).toFixed(1)} MB; a backup can be at most 5 MB. Nothing was changed.`);
      return;
    }
    let text: string;
    try {
      text = await file.text();
    } catch {
      setError(`“${file.name}” could not be read. Nothing was changed.`);
      return;
    }
    const result = parseBackup(text);
    if (!result.ok) setError(result.error);
    else setPending({ snapshot: result.snapshot, file: file.name });
  };
  // A file chosen before the app ran (the browser's picker opens without it) is still in the field,
  // but its change event is long gone: it is read now. (A page never comes with a file in it.)
  useEffect(() => {
    const input = fileRef.current;
    if (input?.files?.length) void readFile(input);
  }, []);

  return (
    <div>
      <h3 className="m-0 text-base font-semibold text-ink">Backup</h3>
      <p className="m-0 mt-1 text-sm text-slate-600">
        Save all posts, pages, users and settings to a JSON file, or bring a saved file back. Importing replaces what is here now.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className="btn-secondary btn-sm" onClick={() => void exportJson()}>
          <Icon name="i-lucide-download" className="h-4 w-4" />
          Export data (JSON)
        </button>
        <label className="btn-secondary btn-sm focus-within:(outline-2 outline-offset-2 outline-solid outline-brand-600)">
          <Icon name="i-lucide-upload" className="h-4 w-4" />
          Import data (JSON)
          <input ref={fileRef} type="file" accept="application/json,.json" className="sr-only" onChange={(event) => void readFile(event.currentTarget)} />
        </label>
      </div>
      {error && (
        <p role="alert" className="m-0 mt-3 text-sm font-medium text-rose-700 [overflow-wrap:anywhere]">
          {error}
        </p>
      )}
      <ConfirmDialog
        open={pending !== null}
        title="Replace all dashboard data?"
        body={
          pending && (
            <p className="m-0">
              “{pending.file}” holds {plural(pending.snapshot.posts.length, 'post')}, {plural(pending.snapshot.pages.length, 'page')} and{' '}
              {plural(pending.snapshot.users.length, 'user')}. They and its settings replace everything stored here now.
            </p>
          )
        }
        confirmLabel="Replace data"
        danger
        onCancel={() => setPending(null)}
        onConfirm={async () => {
          await replaceAll(pending!.snapshot);
          setPending(null);
          void showToast('Backup imported');
        }}
      />
    </div>
  );
}

export function ResetBlock() {
  const [confirming, setConfirming] = useState(false);
  return (
    <div>
      <h3 className="m-0 text-base font-semibold text-ink">Reset demo data</h3>
      <p className="m-0 mt-1 text-sm text-slate-600">Puts back the sample posts, pages, users and settings. Everything you changed is lost.</p>
      <button type="button" className="btn btn-sm mt-3 border border-rose-300 bg-white text-rose-800 hover:bg-rose-50" onClick={() => setConfirming(true)}>
        <Icon name="i-lucide-rotate-ccw" className="h-4 w-4" />
        Reset demo data
      </button>
      <ConfirmDialog
        open={confirming}
        title="Reset all demo data?"
        body={<p className="m-0">All posts, pages, users and settings go back to the sample data. This cannot be undone; export a backup first to keep a copy.</p>}
        confirmLabel="Reset data"
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          await resetDemoData();
          setConfirming(false);
          void showToast('Demo data restored');
        }}
      />
    </div>
  );
}
