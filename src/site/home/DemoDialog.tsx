import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import { demoTour } from '../../content/demoTour';
import { Button } from '../../ui/Button';
import { cx } from '../../ui/cx';
import { Dialog } from '../../ui/Dialog';
import { Icon } from '../../ui/Icon';
import { DemoPicture } from './demo/DemoPicture';

const TITLE_ID = 'demo-tour-title';

const STACKED = 'col-start-1 row-start-1';

/**
 * The current step's title or text over every step's, kept invisible in the same grid cell: the
 * cell is as tall as the longest at any width, so the dialog keeps its size and Next stays where
 * the visitor's thumb is from step to step.
 */
function Steady({ texts, className, children }: { texts: readonly string[]; className: string; children: ReactNode }) {
  return (
    <div className={cx('grid', className)}>
      {texts.map((text) => (
        <span key={text} aria-hidden="true" className={cx(STACKED, 'invisible')}>
          {text}
        </span>
      ))}
      {children}
    </div>
  );
}

/**
 * "Watch Demo": a guided walkthrough of the dashboard in a modal dialog (loaded on demand).
 * Next/Back (or the arrow keys) move between steps; the last step links into /dashboard.
 */
export default function DemoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [index, setIndex] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const steps = demoTour.steps;
  const step = steps[index]!;
  const last = index === steps.length - 1;

  useEffect(() => {
    if (open) setIndex(0);
  }, [open]);

  // After Next/Back, read out the new step: its heading takes focus.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = false;
  }, [index]);

  const go = (to: number) => {
    if (to < 0 || to >= steps.length) return;
    moved.current = true;
    setIndex(to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, select')) return;
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  };

  return (
    <Dialog open={open} onClose={onClose} labelledBy={TITLE_ID} className="w-[44rem]">
      <div onKeyDown={onKeyDown} className="p-5 sm:p-7">
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="m-0 text-sm font-semibold text-brand-700">{demoTour.title}</p>
            <Steady texts={steps.map((s) => s.title)} className="mt-1 text-2xl font-bold">
              <h2 id={TITLE_ID} ref={heading} tabIndex={-1} className={cx(STACKED, 'm-0 text-2xl font-bold text-ink outline-none')}>
                {step.title}
              </h2>
            </Steady>
          </div>
          <button type="button" onClick={onClose} className="focus-ring inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-ink cursor-pointer hover:bg-slate-50">
            <Icon name="i-lucide-x" className="h-5 w-5" label={demoTour.close} />
          </button>
        </div>
        <div className="mt-5">
          <DemoPicture kind={step.picture} label={step.pictureLabel} />
        </div>
        <Steady texts={steps.map((s) => s.text)} className="body mt-5">
          <p className={cx(STACKED, 'm-0')} aria-live="polite">
            {step.text}
          </p>
        </Steady>
        <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
          <p className="m-0 text-sm text-slate-600">
            Step {index + 1} of {steps.length}
          </p>
          <ol aria-hidden="true" className="m-0 flex list-none gap-1.5 p-0">
            {steps.map((s, i) => (
              <li key={s.title} className={cx('h-2 w-2 rounded-full', i === index ? 'bg-brand-600' : 'bg-slate-300')} />
            ))}
          </ol>
          {/* On a phone the buttons always get their own row: the last step's longer label would wrap it there alone. */}
          <div className="flex w-full gap-2 sm:w-auto">
            <Button variant="secondary" size="sm" onClick={() => go(index - 1)} disabled={index === 0} className="disabled:(cursor-not-allowed opacity-50)">
              <Icon name="i-lucide-arrow-left" className="h-4 w-4" />
              {demoTour.back}
            </Button>
            {last ? (
              <Link href={demoTour.finishHref} className="btn-primary btn-sm">
                {demoTour.finish}
                <Icon name="i-lucide-arrow-right" className="h-4 w-4" />
              </Link>
            ) : (
              <Button size="sm" onClick={() => go(index + 1)}>
                {demoTour.next}
                <Icon name="i-lucide-arrow-right" className="h-4 w-4" />
              </Button>
            )}
          </div>
        </div>
      </div>
    </Dialog>
  );
}
