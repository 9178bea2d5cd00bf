import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { cx } from './cx';

/** SPEC.md §4/§9: active once 10% visible; the 50 px bottom margin is read as "50 px inside the viewport". */
export const REVEAL_THRESHOLD = 0.1;
export const REVEAL_ROOT_MARGIN = '0px 0px -50px 0px';

type Phase = 'static' | 'armed' | 'visible';

/**
 * Fades its children in the first time they scroll into view, once.
 * Server HTML is always visible; only blocks that are off-screen at hydration get hidden
 * (data-armed), so there is no flash and no-JS readers see everything.
 */
export function Reveal({ children, className, delayMs, style }: { children: ReactNode; className?: string; delayMs?: number; style?: CSSProperties }) {
  const ref = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>('static');

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (reduced || typeof IntersectionObserver === 'undefined') {
      setPhase('visible');
      return;
    }
    // First ask whether the block is on screen at all, without forcing a layout during
    // hydration (an observer's first report comes with the next frame). Only blocks that
    // start off-screen are hidden and then wait for the 10% / 50 px rule.
    let reveal: IntersectionObserver | undefined;
    const onScreen = new IntersectionObserver(([entry]) => {
      onScreen.disconnect();
      if (entry?.isIntersecting) {
        setPhase('visible');
        return;
      }
      setPhase('armed');
      reveal = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            setPhase('visible');
            reveal?.disconnect();
          }
        },
        { threshold: REVEAL_THRESHOLD, rootMargin: REVEAL_ROOT_MARGIN },
      );
      reveal.observe(el);
    });
    onScreen.observe(el);
    return () => {
      onScreen.disconnect();
      reveal?.disconnect();
    };
  }, []);

  return (
    <div
      ref={ref}
      className={cx('reveal', phase === 'visible' && 'is-visible', className)}
      data-armed={phase === 'armed' ? '' : undefined}
      data-active={phase === 'visible' ? 'true' : undefined}
      // The stagger delay belongs to the fade in only. On an armed block even a zero-length
      // transition with a delay runs (1 -> 0 after the delay), and hiding must be instant.
      style={delayMs && phase === 'visible' ? { transitionDelay: `${delayMs}ms`, ...style } : style}
    >
      {children}
    </div>
  );
}
