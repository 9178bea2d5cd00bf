import { useEffect, useId, useRef } from 'react';
import { Button } from '../ui/Button';
import { Icon } from '../ui/Icon';

const STEPS = [
  { icon: 'i-lucide-share', text: <>In Safari, tap <strong>Share</strong> in the toolbar.</> },
  { icon: 'i-lucide-square-plus', text: <>Scroll down and choose <strong>Add to Home Screen</strong>.</> },
  { icon: 'i-lucide-check', text: <>Tap <strong>Add</strong>. The app is on your Home Screen.</> },
] as const;

/**
 * How to install on iPhone and iPad, where Safari has no install prompt. A modal <dialog>:
 * the browser keeps focus inside, closes it on Escape and returns focus to the button.
 */
export default function IosInstallSheet({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      // Escape closes the sheet only, not the menu it was opened from.
      onKeyDown={(event) => event.key === 'Escape' && event.stopPropagation()}
      // A click on the backdrop lands on the <dialog> itself.
      onClick={(event) => event.target === event.currentTarget && ref.current?.close()}
      className="m-0 mx-auto mb-0 mt-auto w-full max-w-md rounded-t-2xl border-0 bg-white p-0 text-ink shadow-2xl backdrop:bg-slate-950/60 sm:mb-auto sm:rounded-2xl"
    >
      <div className="p-6">
        <h2 id={titleId} className="m-0 text-xl font-bold">
          Add Northstar Growth to your Home Screen
        </h2>
        <p className="m-0 mt-2 text-slate-600">It opens full screen, like an app, and works offline.</p>
        <ol className="m-0 mt-5 list-none space-y-4 p-0">
          {STEPS.map(({ icon, text }, i) => (
            <li key={icon} className="flex items-center gap-3">
              <span className="icon-tile h-10 w-10 shrink-0">
                <Icon name={icon} className="h-5 w-5" />
              </span>
              <span>
                {i + 1}. {text}
              </span>
            </li>
          ))}
        </ol>
        <form method="dialog" className="mt-6">
          <Button type="submit" className="w-full">
            Got it
          </Button>
        </form>
      </div>
    </dialog>
  );
}
