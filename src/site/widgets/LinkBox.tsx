import { Link } from 'wouter';
import { Icon } from '../../ui/Icon';
import { plainList } from './styles';

interface LinkBoxProps {
  /** 'nav' when the links are the way on from the page, 'aside' when they are related reading. */
  as?: 'aside' | 'nav';
  id: string;
  title: string;
  links: readonly { href: string; label: string }[];
}

/** A bordered box beside a page's text: a small heading over a list of arrow links. */
export function LinkBox({ as: Tag = 'aside', id, title, links }: LinkBoxProps) {
  return (
    <Tag aria-labelledby={`${id}-title`} className="self-start rounded-2xl border border-slate-200 p-6">
      <h2 id={`${id}-title`} className="m-0 text-base font-semibold text-ink">
        {title}
      </h2>
      <ul className={`${plainList} mt-4 space-y-3`}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="plain-link inline-flex items-start gap-2 font-medium text-brand-700">
              <Icon name="i-lucide-arrow-right" className="mt-1 h-4 w-4 shrink-0" />
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </Tag>
  );
}
