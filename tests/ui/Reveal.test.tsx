import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Reveal, REVEAL_ROOT_MARGIN, REVEAL_THRESHOLD } from '../../src/ui/Reveal';

interface Observer {
  callback: IntersectionObserverCallback;
  options?: IntersectionObserverInit;
  disconnect: () => void;
}
const observers = () =>
  (globalThis.IntersectionObserver as unknown as { instances: Observer[] }).instances;

function report(observer: Observer, isIntersecting: boolean) {
  act(() => observer.callback([{ isIntersecting } as IntersectionObserverEntry], observer as unknown as IntersectionObserver));
}

function block() {
  return screen.getByText('Section body');
}

describe('Reveal', () => {
  afterEach(() => {
    observers().length = 0;
  });

  it('leaves a block that is on screen at hydration visible, never hidden', () => {
    render(<Reveal>Section body</Reveal>);
    expect(block().hasAttribute('data-armed')).toBe(false);
    const [onScreen] = observers().slice(-1);
    report(onScreen!, true);
    expect(block().classList.contains('is-visible')).toBe(true);
    expect(block().hasAttribute('data-armed')).toBe(false);
  });

  it('hides an off-screen block until it is 10% inside the viewport less 50 px, then fades it in once', () => {
    render(<Reveal>Section body</Reveal>);
    const start = observers().length;
    report(observers()[start - 1]!, false);
    expect(block().hasAttribute('data-armed')).toBe(true);
    expect(block().classList.contains('is-visible')).toBe(false);

    const reveal = observers()[start]!;
    expect(reveal.options).toEqual({ threshold: REVEAL_THRESHOLD, rootMargin: REVEAL_ROOT_MARGIN });
    expect(REVEAL_THRESHOLD).toBe(0.1);
    expect(REVEAL_ROOT_MARGIN).toBe('0px 0px -50px 0px');
    report(reveal, true);
    expect(block().classList.contains('is-visible')).toBe(true);
    expect(block().hasAttribute('data-armed')).toBe(false);
    expect(reveal.disconnect).toHaveBeenCalled();
  });

  it('a staggered block is hidden at once and only its fade in waits for the delay', () => {
    render(<Reveal delayMs={150}>Section body</Reveal>);
    expect(block().style.transitionDelay).toBe('');
    const start = observers().length;
    report(observers()[start - 1]!, false);
    expect(block().hasAttribute('data-armed')).toBe(true);
    expect(block().style.transitionDelay).toBe('');
    report(observers()[start]!, true);
    expect(block().classList.contains('is-visible')).toBe(true);
    expect(block().style.transitionDelay).toBe('150ms');
  });

  it('with prefers-reduced-motion everything is simply visible', () => {
    const original = window.matchMedia;
    window.matchMedia = vi.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    try {
      const before = observers().length;
      render(<Reveal>Section body</Reveal>);
      expect(block().classList.contains('is-visible')).toBe(true);
      expect(observers().length).toBe(before);
    } finally {
      window.matchMedia = original;
    }
  });
});
