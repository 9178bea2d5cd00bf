import type { ReactNode } from 'react';
import { DeferHydration } from '../../ui/DeferHydration';
import { lazyRetry } from '../../ui/lazyRetry';
import { hasSearch } from '../../lib/urlSearch';

// The newsletter box at the bottom loads when it nears the viewport.
const NewsletterBox = lazyRetry(() => import('../components/NewsletterBox').then((m) => ({ default: m.NewsletterBox })));

/**
 * A blog page below its hero (/blog and each topic's page): what leads it, the article listing,
 * then the newsletter box. The listing's code and articles load when it is reached.
 */
export function BlogBody({ lead, listing }: { lead?: ReactNode; listing: ReactNode }) {
  return (
    <div className="container-page space-y-20 pb-24">
      {lead}
      {/* A filtered URL must show its filter at once, not when the listing scrolls near. */}
      <DeferHydration immediate={hasSearch()}>{listing}</DeferHydration>
      <DeferHydration>
        <NewsletterBox />
      </DeferHydration>
    </div>
  );
}
