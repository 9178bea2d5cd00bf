import { Suspense, type ComponentProps } from 'react';
import { lazyRetry } from '../../ui/lazyRetry';
import { DeferHydration } from '../../ui/DeferHydration';

const NewsletterForm = lazyRetry(() => import('./NewsletterForm').then((m) => ({ default: m.NewsletterForm })));

/**
 * The newsletter form for the footer and the blog box: prerendered in full, but its code loads
 * (and it hydrates) only when it nears the viewport or on the first input, so no page's first
 * load pays for a form at the bottom of it. Text typed before then stays in the inputs.
 */
export function LazyNewsletterForm(props: ComponentProps<typeof NewsletterForm>) {
  return (
    <DeferHydration>
      {/* Same height as the form's row, so a client-side render never shifts the layout. */}
      <Suspense fallback={<div className="min-h-11" />}>
        <NewsletterForm {...props} />
      </Suspense>
    </DeferHydration>
  );
}
