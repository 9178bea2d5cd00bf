import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFER_ROOT_MARGIN, DeferHydration, HYDRATED } from '../../src/ui/DeferHydration';
import { CHANGED } from '../../src/ui/earlyPress';
import { setInitialHydration } from '../../src/ui/hydrationGate';

interface Observer {
  callback: IntersectionObserverCallback;
  options?: IntersectionObserverInit;
  observe: { mock: { calls: unknown[][] } };
}
const observers = () => (globalThis.IntersectionObserver as unknown as { instances: Observer[] }).instances;

/** A section that counts its clicks, so a test can tell whether React handles it yet. */
function Counter({ onMount }: { onMount?: () => void }) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    onMount?.();
  }, [onMount]);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      Clicked {count} times
    </button>
  );
}

/** The page: a heading, then one deferred part (by default the counter). */
function Page({ onMount, Part = Counter }: { onMount?: () => void; Part?: typeof Counter }) {
  return (
    <main>
      <h1>Above the fold</h1>
      <DeferHydration>
        <Part onMount={onMount} />
      </DeferHydration>
    </main>
  );
}

/** A search field that reports its mount; its prerendered value is empty. */
function SearchPart({ onMount }: { onMount?: () => void }) {
  useEffect(() => {
    onMount?.();
  }, [onMount]);
  return <input aria-label="Search" defaultValue="" />;
}

let root: Root | undefined;
let container: HTMLElement | undefined;

/**
 * Prerenders the page, then hydrates it the way the client entry does; `before` is what the
 * visitor did to the prerendered page before the app ran.
 */
async function hydratePage(onMount?: () => void, before?: (page: HTMLElement) => void, Part = Counter) {
  return hydrateTree(() => <Page onMount={onMount} Part={Part} />, before);
}

async function hydrateTree(tree: () => ReactElement, before?: (page: HTMLElement) => void) {
  container = document.createElement('div');
  container.id = 'root'; // as in index.html: input inside #root counts as intent
  container.innerHTML = renderToString(tree());
  document.body.appendChild(container);
  before?.(container);
  setInitialHydration(true);
  await act(async () => {
    root = hydrateRoot(container!, tree());
  });
  setInitialHydration(false);
  return container;
}

/** Opens the part whose observer watches `el`'s nearest deferred part, as if it came near the viewport. */
async function bringNear(el: Element) {
  const part = el.closest('[data-defer]')!;
  const observer = observers().find((o) => o.observe.mock.calls.some(([target]) => target === part));
  if (!observer) throw new Error('no observer watches this part');
  await act(async () => {
    observer.callback([{ isIntersecting: true } as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
  });
}

describe('DeferHydration', () => {
  afterEach(() => {
    act(() => root?.unmount());
    container?.remove();
    root = undefined;
    observers().length = 0;
  });

  it('renders its content at once when the page is rendered on the client', () => {
    render(<Page />);
    expect(screen.getByRole('button', { name: 'Clicked 0 times' })).toBeTruthy();
  });

  it('keeps the prerendered HTML but does not hydrate it until it comes near the viewport', async () => {
    let mounted = 0;
    const page = await hydratePage(() => mounted++);
    const button = page.querySelector('button')!;
    expect(button.textContent).toBe('Clicked 0 times');
    expect(mounted).toBe(0);
    // The part names what it waits for, and says when it has hydrated (the budget check reads both).
    const part = page.querySelector('[data-defer]')!;
    expect(part.getAttribute('data-defer')).toBe('near');
    expect(part.hasAttribute(HYDRATED)).toBe(false);

    const observer = observers().find((o) => o.options?.rootMargin === DEFER_ROOT_MARGIN)!;
    expect(observer).toBeTruthy();
    expect(DEFER_ROOT_MARGIN).toBe('300px 0px');
    await act(async () => {
      observer.callback([{ isIntersecting: true } as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
    });
    expect(mounted).toBe(1);
    expect(part.hasAttribute(HYDRATED)).toBe(true);
    // The same node was hydrated, not replaced.
    expect(page.querySelector('button')).toBe(button);
    await act(async () => button.click());
    expect(button.textContent).toBe('Clicked 1 times');
  });

  it('presses again, once, a button pressed before it hydrated (public/head.js marks it)', async () => {
    const page = await hydratePage();
    const button = page.querySelector('button')!;
    button.setAttribute('data-pressed-early', '1');
    const observer = observers().find((o) => o.options?.rootMargin === DEFER_ROOT_MARGIN)!;
    await act(async () => {
      observer.callback([{ isIntersecting: true } as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
    });
    await waitFor(() => expect(button.textContent).toBe('Clicked 1 times'));
    expect(button.hasAttribute('data-pressed-early')).toBe(false);
  });

  it('hydrates at once, though far from the viewport, when one of its buttons was pressed before the app ran', async () => {
    const page = await hydratePage(undefined, (p) => p.querySelector('button')!.setAttribute('data-pressed-early', '1'));
    const button = page.querySelector('button')!;
    // No observer callback: the part did not wait to be scrolled near.
    await waitFor(() => expect(button.textContent).toBe('Clicked 1 times'));
    expect(button.hasAttribute('data-pressed-early')).toBe(false);
  });

  it('hydrates at once when text was typed into it before the app ran, and keeps the text', async () => {
    let mounted = 0;
    // What public/head.js does when a field is typed into: the input event marks it.
    const type = (p: HTMLElement) => {
      const input = p.querySelector('input')!;
      input.value = 'committees';
      input.setAttribute(CHANGED, '');
    };
    const page = await hydratePage(() => mounted++, type, SearchPart);
    expect(mounted).toBe(1);
    expect(page.querySelector('input')!.value).toBe('committees');
  });

  it('waits for the viewport when nothing in it was used', async () => {
    let mounted = 0;
    await hydratePage(() => mounted++, undefined, SearchPart);
    expect(mounted).toBe(0);
  });

  it('hydrates in time for the first click when the visitor reaches the section before the observer does', async () => {
    const page = await hydratePage();
    const button = page.querySelector('button')!;
    await act(async () => {
      button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      button.click();
    });
    expect(button.textContent).toBe('Clicked 1 times');
  });

  it('keeps a part nested in a part that waited waiting in turn: the footer hydrates, its input-only form does not until the first input', async () => {
    const mounted: string[] = [];
    const page = await hydrateTree(() => (
      <DeferHydration>
        <Counter onMount={() => mounted.push('outer')} />
        <DeferHydration until="input">
          <SearchPart onMount={() => mounted.push('inner')} />
        </DeferHydration>
      </DeferHydration>
    ));
    await bringNear(page.querySelector('button')!);
    expect(mounted).toEqual(['outer']);
    const inner = page.querySelector('input')!.closest('[data-defer]')!;
    expect(inner.getAttribute('data-defer')).toBe('input');
    expect(inner.hasAttribute(HYDRATED)).toBe(false);
    await act(async () => {
      page.querySelector('input')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    });
    expect(mounted).toEqual(['outer', 'inner']);
    expect(inner.hasAttribute(HYDRATED)).toBe(true);
  });

  it('renders at once a part mounted later inside a part that has hydrated: only server HTML waits', async () => {
    function Later() {
      const [more, setMore] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setMore(true)}>
            More
          </button>
          {more && (
            <DeferHydration until="input">
              <p>Added later</p>
            </DeferHydration>
          )}
        </>
      );
    }
    const page = await hydrateTree(() => (
      <DeferHydration>
        <Later />
      </DeferHydration>
    ));
    await bringNear(page.querySelector('button')!);
    await act(async () => page.querySelector('button')!.click());
    expect(page.textContent).toContain('Added later');
  });

  it('hydrates an input-only part as it nears the viewport when nearIf says it has something to show', async () => {
    const mounted: string[] = [];
    const page = await hydrateTree(() => (
      <>
        <DeferHydration until="input" nearIf={() => true}>
          <SearchPart onMount={() => mounted.push('kept')} />
        </DeferHydration>
        <DeferHydration until="input" nearIf={() => false}>
          <Counter onMount={() => mounted.push('plain')} />
        </DeferHydration>
      </>
    ));
    // Only the part with something to show watches the viewport.
    await expect(bringNear(page.querySelector('button')!)).rejects.toThrow('no observer watches this part');
    await bringNear(page.querySelector('input')!);
    expect(mounted).toEqual(['kept']);
  });
});

