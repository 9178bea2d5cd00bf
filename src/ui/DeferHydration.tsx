import { createContext, Suspense, use, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { holdsEarlyInput, replayEarlyPressesSoon } from './earlyPress';
import { createGate, isInitialHydration, listenForIntent, type HydrationGate } from './hydrationGate';

/** Sections start hydrating this far before they scroll into view. */
export const DEFER_ROOT_MARGIN = '300px 0px';

type Ref = { current: HTMLDivElement | null };

// Inside a part that waited, React hydrates the server HTML later than the first hydration: parts
// nested in it (the footer's form) wait in turn, while their parent is not yet marked hydrated.
// Parts mounted in it later are client renders and render at once.
const Waited = createContext<Ref | null>(null);

function Gate({ gate, part, children }: { gate: HydrationGate | null; part: Ref; children: ReactNode }) {
  // React reads the status fields itself; its types only accept a plain promise here.
  if (gate) use(gate.promise as Promise<void>);
  // Once hydrated (this runs after the children's effects), the buttons pressed while the part had
  // not are pressed again (ui/earlyPress.ts).
  useEffect(() => {
    // The part says it has hydrated (checks that count what a load fetches wait for it).
    part.current?.setAttribute(HYDRATED, '');
    return replayEarlyPressesSoon(() => part.current);
  }, [part]);
  return children;
}

/** What a part waits for: coming near the viewport (or an input), or an input only. */
export type DeferUntil = 'near' | 'input';

/** Set on a part's element once it has hydrated. */
export const HYDRATED = 'data-hydrated';

/** The part's element (`data-defer` names what it waits for) and the gate its hydration waits for. */
function Part({ gate, part, until, section = false, children }: { gate: HydrationGate | null; part: Ref; until: DeferUntil; section?: boolean; children: ReactNode }) {
  return (
    <div ref={part} data-defer={until} className={section ? 'skip-offscreen' : undefined}>
      <Suspense fallback={null}>
        <Gate gate={gate} part={part}>
          <Waited value={gate ? part : null}>{children}</Waited>
        </Gate>
      </Suspense>
    </div>
  );
}

/**
 * Prerendered in full, but hydrated only when needed: when it comes within 300 px of the
 * viewport, or on the first input inside the page (pointer, key, focus, text, back/forward). Until then the
 * server HTML stays as it is, so the first screen becomes interactive without paying for
 * sections nobody has reached. Pages rendered after a client-side navigation are not deferred.
 *
 * Wrap only sections whose output does not depend on state that can change before they hydrate.
 * `until="input"` is for static text (an article): being on screen is no reason to hydrate it.
 */
export function DeferHydration({
  children,
  immediate = false,
  until = 'near',
  nearIf,
  section = false,
}: {
  children: ReactNode;
  /**
   * A whole page section: while it is off screen the browser skips its style and layout
   * (content-visibility, in global.css). Not for inline parts: it clips what overflows the part.
   */
  section?: boolean;
  /** Hydrate at once (e.g. URL state to apply). */
  immediate?: boolean;
  /** 'near': when it nears the viewport or on the first input; 'input': on the first input only. */
  until?: DeferUntil;
  /** Asked once the page has loaded: true hydrates the part as 'near' does (it has state to show). */
  nearIf?: () => boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const parent = useContext(Waited)?.current;
  const [gate] = useState(() => ((isInitialHydration() || (parent && !parent.hasAttribute(HYDRATED))) && !immediate ? createGate() : null));

  useEffect(() => {
    const el = ref.current;
    if (!gate || !el || gate.promise.status === 'fulfilled') return;
    if (holdsEarlyInput(el)) {
      gate.open();
      return;
    }
    listenForIntent();
    if (until === 'input' && !nearIf?.()) return;
    if (typeof IntersectionObserver === 'undefined') {
      gate.open();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          gate.open();
        }
      },
      { rootMargin: DEFER_ROOT_MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [gate, until, nearIf]);

  return (
    <Part gate={gate} part={ref} until={until} section={section}>
      {children}
    </Part>
  );
}

/**
 * Prerendered in full, hydrated on the first input in the page (pointer, key, focus, text,
 * back/forward), or at once when `inUse` says the server HTML is already in use (a menu the
 * browser opened before the app started). For parts that work without their code until then.
 * React drops a press on a part still waiting for its code; a plain button's press (links and
 * popover buttons act by themselves) is made again once the part has hydrated (ui/earlyPress.ts).
 */
export function HydrateOnUse({ children, inUse }: { children: ReactNode; inUse?: (el: HTMLElement) => boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const [gate] = useState(() => (isInitialHydration() ? createGate() : null));

  useEffect(() => {
    const el = ref.current;
    if (!gate || !el) return;
    if (inUse?.(el) || holdsEarlyInput(el)) gate.open();
    else listenForIntent();
  }, [gate, inUse]);

  return (
    <Part gate={gate} part={ref} until="input">
      {children}
    </Part>
  );
}
