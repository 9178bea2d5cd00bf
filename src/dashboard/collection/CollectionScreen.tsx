import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { defaultSiteSettings } from '../../content/dashboard/settings';
import { DeferHydration } from '../../ui/DeferHydration';
import { Icon } from '../../ui/Icon';
import { showToast } from '../../ui/toast';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { Dialog } from '../components/Dialog';
import { PageHeader } from '../components/PageHeader';
import { useFocusAfterRemoval } from '../components/useFocusAfterRemoval';
import { seedPages, seedPosts, seedUsers } from '../data/seed';
import { deleteRecord, listSignal, restoreRecord, settings, storeStatus } from '../data/store';
import { useStoreLoaded } from '../data/useStoreLoaded';
import type { CollectionName, Collections } from '../data/types';
import { pendingAction } from '../state/commands';
import { configs, type CollectionConfig } from './configs';
import { DataTable } from './DataTable';
import { readFormDraft } from './formDraft';
import type { FormValues } from './configs';
import { RecordForm } from './RecordForm';

const seeds = { posts: seedPosts, pages: seedPages, users: seedUsers } as const;
export const UNDO_MS = 5000;

type Open<K extends CollectionName> = { mode: 'create' } | { mode: 'edit' | 'view' | 'delete'; record: Collections[K] };

const actionClass =
  'focus-ring inline-flex h-10 w-10 cursor-pointer items-center justify-center rounded-lg border-0 bg-transparent text-slate-600';

const capital = (s: string) => `${s[0]!.toUpperCase()}${s.slice(1)}`;

/** A collection's screen: heading with its New button, the table, and the dialogs its rows open. */
function Screen<K extends CollectionName>({ config }: { config: CollectionConfig<K> }) {
  useSignals();
  // Until the device's data has loaded, exactly what the prerendered page shows (the sample data, default settings).
  const loaded = useStoreLoaded();
  const data = (loaded ? listSignal(config.name).value : seeds[config.name]) as readonly Collections[K][];
  const { dateFormat, tableDensity } = loaded ? settings.value : defaultSiteSettings;
  const status = loaded ? storeStatus.value : 'loading';
  const columns = useMemo(() => config.columns(dateFormat), [config, dateFormat]);
  const [open, setOpen] = useState<Open<K> | null>(null);
  // A form opened from the palette starts afresh, even over a form of the same kind.
  const [formRun, setFormRun] = useState(0);
  const dirty = useRef(false);
  const setDirty = useCallback((value: boolean) => void (dirty.current = value), []);
  // A form left half-typed by a reload opens again with its text, once the device's data is there.
  const [restored, setRestored] = useState<FormValues | null>(null);
  useEffect(() => {
    if (!loaded) return;
    const draft = readFormDraft(config.name);
    const record = draft?.id ? data.find((r) => r.id === draft.id) : null;
    if (!draft || (draft.id && !record)) return;
    setRestored(draft.values);
    setOpen(record ? { mode: 'edit', record } : { mode: 'create' });
    // Only when the data arrives: later changes to the list must not reopen a form.
  }, [loaded, config.name]);

  // The command palette asked for a form or a record on this screen.
  const pending = pendingAction.value;
  useEffect(() => {
    if (!pending || pending.name !== config.name) return;
    pendingAction.value = null;
    // The palette works over an open form: what is typed there goes only if the admin says so.
    if (dirty.current && !window.confirm('Discard the changes in this form?')) return;
    dirty.current = false;
    setRestored(null);
    setFormRun((n) => n + 1);
    if (pending.type === 'create') setOpen({ mode: 'create' });
    else {
      const record = data.find((r) => r.id === pending.id);
      if (record) setOpen({ mode: 'view', record });
    }
  }, [pending, config.name, data]);

  const close = () => {
    dirty.current = false;
    setRestored(null);
    setOpen(null);
  };
  const requestClose = () => {
    if (dirty.current && !window.confirm('Discard the changes in this form?')) return;
    close();
  };

  // A deleted last row takes its Delete button with it: focus then goes to the new last row's, or to New when none is left.
  const deleteOpener = useRef<HTMLElement | null>(null);
  const tableCard = useRef<HTMLDivElement>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const focusAfterDelete = useFocusAfterRemoval(deleteOpener, tableCard, 'button[data-action="delete"]', newButton);

  const remove = async (record: Collections[K]) => {
    await deleteRecord(config.name, record.id);
    setOpen(null);
    void showToast(`${capital(config.noun[0])} deleted`, {
      description: config.titleOf(record).slice(0, 120),
      duration: UNDO_MS,
      action: {
        label: 'Undo',
        onClick: () => {
          restoreRecord(config.name, record).then(
            () => void showToast(`${capital(config.noun[0])} restored`),
            () => void showToast(`Could not restore the ${config.noun[0]}.`),
          );
        },
      },
    });
  };

  // Show the latest stored version of an open record (another tab may have saved it).
  const live = open && open.mode !== 'create' ? (data.find((r) => r.id === open.record.id) ?? open.record) : null;
  const count = data.length;

  return (
    <>
      <PageHeader
        title={config.heading}
        intro={`${count.toLocaleString('en-US')} ${count === 1 ? config.noun[0] : config.noun[1]}${status === 'memory' || status === 'unreadable' ? ', kept in this tab only.' : ', stored in this browser.'}`}
        action={
          <button ref={newButton} type="button" className="btn-primary btn-sm" onClick={() => setOpen({ mode: 'create' })}>
            <Icon name={config.newIcon} className="h-4 w-4" />
            {config.newLabel}
          </button>
        }
      />
      <div
        ref={tableCard}
        className="card p-3 sm:p-4"
        data-testid={`${config.name}-table`}
        aria-busy={status === 'loading' || undefined}
        data-ready={loaded ? 'true' : undefined}
      >
        <DataTable<Collections[K]>
          caption={config.caption}
          noun={config.noun}
          data={data}
          columns={columns}
          searchText={config.searchText}
          searchLabel={config.searchLabel}
          filter={config.filter}
          csv={{ filename: `${config.name}.csv`, columns: config.csv }}
          rowName={config.titleOf}
          rowBadge={config.badge}
          density={tableDensity}
          settled={status !== 'loading'}
          empty={
            <>
              <p className="m-0 font-semibold text-ink">No {config.noun[1]} yet.</p>
              <p className="m-0 mt-1 text-slate-600">Use {config.newLabel} to create the first one.</p>
            </>
          }
          actions={(record, name) => (
            <div className="flex items-center gap-1">
              <button type="button" aria-label={`View ${name}`} title="View" className={`${actionClass} hover:(bg-slate-100 text-ink)`} onClick={() => setOpen({ mode: 'view', record })}>
                <Icon name="i-lucide-eye" className="h-4 w-4" />
              </button>
              <button type="button" aria-label={`Edit ${name}`} title="Edit" className={`${actionClass} hover:(bg-slate-100 text-ink)`} onClick={() => setOpen({ mode: 'edit', record })}>
                <Icon name="i-lucide-square-pen" className="h-4 w-4" />
              </button>
              <button
                type="button"
                aria-label={`Delete ${name}`}
                title="Delete"
                data-action="delete"
                className={`${actionClass} hover:(bg-rose-50 text-rose-700)`}
                onClick={(event) => {
                  deleteOpener.current = event.currentTarget;
                  setOpen({ mode: 'delete', record });
                }}
              >
                <Icon name="i-lucide-trash" className="h-4 w-4" />
              </button>
            </div>
          )}
        />
      </div>

      <Dialog
        open={open?.mode === 'create' || open?.mode === 'edit'}
        onClose={requestClose}
        title={open?.mode === 'edit' ? `Edit ${config.noun[0]}` : config.newLabel}
        testId="record-dialog"
      >
        {(open?.mode === 'create' || open?.mode === 'edit') && (
          <RecordForm
            key={`${open.mode === 'edit' ? open.record.id : 'new'}-${formRun}`}
            config={config}
            record={open.mode === 'edit' ? open.record : null}
            all={data}
            onDone={close}
            onCancel={requestClose}
            onDirtyChange={setDirty}
            restored={restored ?? undefined}
          />
        )}
      </Dialog>

      <Dialog open={open?.mode === 'view'} onClose={close} title={live ? config.titleOf(live) : ''} testId="record-view" size="lg">
        {live && (
          <>
            <dl className="m-0 grid gap-3 sm:grid-cols-[9rem_1fr]">
              {config.details(live, dateFormat).map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-sm font-semibold text-slate-600">{label}</dt>
                  <dd className="m-0 min-w-0 text-ink">{value}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-6 flex justify-end gap-2">
              <button type="button" className="btn-secondary btn-sm" onClick={() => setOpen({ mode: 'edit', record: live })}>
                <Icon name="i-lucide-square-pen" className="h-4 w-4" />
                Edit
              </button>
              <button type="button" className="btn-primary btn-sm" onClick={close}>
                Close
              </button>
            </div>
          </>
        )}
      </Dialog>

      <ConfirmDialog
        open={open?.mode === 'delete'}
        title={`Delete this ${config.noun[0]}?`}
        body={
          live && (
            <p className="m-0">
              “<span dir="auto">{config.titleOf(live).slice(0, 200)}</span>” will be removed. You can undo this for 5 seconds.
            </p>
          )
        }
        confirmLabel="Delete"
        danger
        onCancel={close}
        onConfirm={() => live && remove(live)}
        returnFocus={focusAfterDelete}
      />
    </>
  );
}

/**
 * The lazily loaded body of /dashboard/posts, /pages and /users (TanStack Table comes with it).
 * Its own hydration part, hydrated at once: it presses again, once the screen has hydrated, what
 * was pressed on it before (ui/earlyPress.ts). The app's replay, once the page has hydrated, comes
 * while this code may still be loading, and React drops a press on a part still waiting for it.
 */
export default function CollectionScreen({ name }: { name: CollectionName }) {
  return (
    <DeferHydration immediate>
      <Screen config={configs[name] as CollectionConfig<CollectionName>} />
    </DeferHydration>
  );
}
