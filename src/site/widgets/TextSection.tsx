import type { ReactNode } from 'react';
import { Icon } from '../../ui/Icon';
import { plainList } from './styles';

/** A part of a content page's running text (a case study, a job): an h2 and what it says. */
export function TextSection({ id, title, className, children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className={className}>
      <h2 id={`${id}-title`} className="m-0 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Paragraphs of running text. */
export function TextParagraphs({ texts }: { texts: readonly string[] }) {
  return texts.map((text) => (
    <p key={text} className="m-0 mt-4 text-lg leading-relaxed text-slate-700">
      {text}
    </p>
  ));
}

/** Points in running text, each behind a check mark. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className={`${plainList} mt-5 space-y-3`}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3 text-lg leading-relaxed text-slate-700">
          <Icon name="i-lucide-check" className="mt-1.5 h-5 w-5 shrink-0 text-brand-700" />
          {item}
        </li>
      ))}
    </ul>
  );
}
