import { useSignals } from '@preact/signals-react/runtime';
import { Icon } from '../../ui/Icon';
import { storeStatus } from '../data/store';

/** Says plainly when the dashboard runs from memory: the browser refused storage, or its stored data could not be read. */
export function StoreNotice() {
  useSignals();
  const status = storeStatus.value;
  if (status !== 'memory' && status !== 'unreadable') return null;
  return (
    <div role="status" className="mb-6 flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
      <Icon name="i-lucide-triangle-alert" className="mt-0.5 h-5 w-5 shrink-0" />
      <p className="m-0 text-sm">
        <strong>Changes will not be kept.</strong>{' '}
        {status === 'unreadable'
          ? 'The data saved in this browser could not be read just now. It is left untouched, and this tab shows the sample data: what you change here lasts only until this tab is closed or reloaded. Reload to read your saved data again.'
          : 'This browser does not allow the dashboard to store data, so everything you change here lasts only until this tab is closed or reloaded. Use Export in Settings to keep a copy.'}
      </p>
    </div>
  );
}
