import { Suspense, type ComponentProps } from 'react';
import { lazyRetry } from '../../ui/lazyRetry';
import { DeferHydration } from '../../ui/DeferHydration';
import { tabKeepsDrafts } from '../../lib/keptDrafts';

const NewsletterForm = lazyRetry(() => import('./NewsletterForm').then((m) => ({ default: m.NewsletterForm })));

/**
 * The newsletter form for the footer and the blog box: prerendered in full, but its code loads
 * (and it hydrates) only on the first input in the page, so no first load pays for a form nobody
 * used, even where it shows in the first screen (a short page's footer). Text typed before then
 * stays in the inputs, and a press of Subscribe is held (ui/useHeldSubmit.ts). When this tab
 * keeps drafts, the form hydrates as it nears the viewport instead, to show its draft there.
 */
export function LazyNewsletterForm(props: ComponentProps<typeof NewsletterForm>) {
  return (
    <DeferHydration until="input" nearIf={tabKeepsDrafts}>
      {/* Same height as the form's row, so a client-side render never shifts the layout. */}
      <Suspense fallback={<div className="min-h-11" />}>
        <NewsletterForm {...props} />
      </Suspense>
    </DeferHydration>
  );
}
