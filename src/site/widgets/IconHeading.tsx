import type { ReactNode } from 'react';
import { Icon } from '../../ui/Icon';

/** A card's heading row: its icon tile beside the title (h2 where the card is the page's top level). */
export function IconHeading({ icon, as: Heading = 'h3', className, children }: { icon: string; as?: 'h2' | 'h3'; className: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-4">
      <span className="icon-tile shrink-0">
        <Icon name={icon} className="h-6 w-6" />
      </span>
      <Heading className={className}>{children}</Heading>
    </div>
  );
}
