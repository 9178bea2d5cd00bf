import { Suspense, useState, type ReactNode } from 'react';
import { lazyRetry } from '../../ui/lazyRetry';
import { Button } from '../../ui/Button';

// The walkthrough and its drawings load when asked for (from the pointer's arrival on the button),
// not with the home page. Once loaded, the dialog renders directly: a dialog mounted behind a
// Suspense fallback would be revealed late (React holds a reveal that follows a fallback).
let loaded: typeof import('./DemoDialog') | null = null;
const loadDemo = () => import('./DemoDialog').then((module) => (loaded = module));
// Only when a load failed: the boundary says so in place and tries again (ui/lazyRetry).
const RetryingDemoDialog = lazyRetry(loadDemo);

/** The hero's "Watch Demo" button and the dialog it opens. */
export function WatchDemo({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const show = () => {
    setRequested(true);
    setOpen(true);
  };
  const LoadedDemoDialog = loaded?.default;
  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDemo().catch(() => undefined)}
        onClick={() => (loaded ? show() : void loadDemo().then(show, show))}
      >
        {children}
      </Button>
      {requested &&
        (LoadedDemoDialog ? (
          <LoadedDemoDialog open={open} onClose={() => setOpen(false)} />
        ) : (
          <Suspense fallback={null}>
            <RetryingDemoDialog open={open} onClose={() => setOpen(false)} />
          </Suspense>
        ))}
    </>
  );
}
