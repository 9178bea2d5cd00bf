import { useSignals } from '@preact/signals-react/runtime';
import { Icon } from '../../ui/Icon';
import { storeStatus } from '../data/store';

/** Says plainly when the browser refused storage and the dashboard runs from memory. */
export function StoreNotice() {
  useSignals();
  if (storeStatus.value !== 'memory') return null;
  return (
    <div role="status" className="mb-6 flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
      <Icon name="i-lucide-triangle-alert" className="mt-0.5 h-5 w-5 shrink-0" />
      <p className="m-0 text-sm">
        <strong>Changes will not be kept.</strong> This browser does not allow the dashboard to store data, so everything you change here
        lasts only until this tab is closed or reloaded. Use Export in Settings to keep a copy.
      </p>
    </div>
  );
}
