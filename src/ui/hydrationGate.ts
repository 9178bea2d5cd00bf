/**
 * Bookkeeping for deferred hydration (see DeferHydration.tsx).
 *
 * A gate is a thenable that React's `use()` can suspend on. `open()` marks it fulfilled
 * synchronously (the status/value fields React reads), so a click that arrives in the same
 * task can hydrate its section at once instead of waiting for a microtask.
 */
export interface HydrationGate {
  /** What React suspends on; carries the status/value fields React reads. */
  readonly promise: Promise<void> & { status?: 'fulfilled'; value?: undefined };
  open(): void;
}

let initialHydration = false;
const openers = new Set<() => void>();

/** Called by the client entry right before hydrateRoot, and after the first page commit. */
export function setInitialHydration(active: boolean): void {
  initialHydration = active;
}

/** Only sections rendered by the first hydration wait; pages rendered later render at once. */
export function isInitialHydration(): boolean {
  return initialHydration;
}

export function createGate(): HydrationGate {
  let resolve!: () => void;
  const promise: HydrationGate['promise'] = new Promise<void>((r) => {
    resolve = r;
  });
  const gate: HydrationGate = {
    promise,
    open() {
      if (promise.status === 'fulfilled') return;
      promise.status = 'fulfilled';
      promise.value = undefined;
      openers.delete(gate.open);
      resolve();
    },
  };
  openers.add(gate.open);
  return gate;
}

/** Any user input or history move hydrates every waiting section before React handles it. */
export function openAllGates(): void {
  // Each open() deletes itself from the set, which a for...of over a Set tolerates.
  for (const open of openers) open();
}

// input: text that arrives without a key or focus change (autofill, dictation) is input too.
const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart', 'input', 'popstate'] as const;
let listening = false;

/**
 * Listens in the capture phase on window, which runs before React's own listeners on the
 * root: React then finds the gates already open and hydrates synchronously for the event.
 */
export function listenForIntent(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const onIntent = (event: Event) => {
    // Only input aimed at the page itself: toasts live in their own root, and a click on
    // one must not start loading the sections it does not touch.
    const root = document.getElementById('root');
    if (event.type !== 'popstate' && !(event.target instanceof Node && root?.contains(event.target))) return;
    openAllGates();
    for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, true);
    listening = false;
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, true);
}
