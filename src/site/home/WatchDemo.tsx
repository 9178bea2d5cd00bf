import { Suspense, useState, type ReactNode } from 'react';
import { lazyRetry } from '../../ui/lazyRetry';
import { Button } from '../../ui/Button';

// The walkthrough and its drawings load when asked for, not with the home page.
const loadDemo = () => import('./DemoDialog');
const DemoDialog = lazyRetry(loadDemo);

/** The hero's "Watch Demo" button and the dialog it opens. */
export function WatchDemo({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDemo()}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {children}
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <DemoDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
