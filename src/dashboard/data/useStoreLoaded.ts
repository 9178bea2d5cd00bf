import { useClientValue } from '../../ui/useHydrated';
import { storeStatus } from './store';

/**
 * True once this browser's data has loaded. False while the page hydrates, so the first client
 * render shows what the prerendered page shows (the sample data, the default settings), and false
 * until the store has loaded, when its signals still hold that sample data: hydration then needs
 * no second render. Callers track signals (useSignals()).
 */
export function useStoreLoaded(): boolean {
  return useClientValue(storeStatus.value !== 'loading', false);
}
