import type { ReactNode } from 'react';
import { cx } from './cx';
import { Reveal } from './Reveal';

interface SectionProps {
  id?: string;
  /** Small label above the heading. */
  eyebrow?: string;
  title?: string;
  intro?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Fade in when scrolled into view (default true). */
  reveal?: boolean;
  /** Extra classes on the section element (backgrounds). */
  tone?: 'white' | 'muted' | 'dark';
  headingId?: string;
}

const tones = { white: 'bg-white', muted: 'bg-slate-50', dark: 'bg-ink text-white' } as const;

/** A page section with an optional eyebrow, h2 and intro, laid out in the page container. */
export function Section({ id, eyebrow, title, intro, children, className, reveal = true, tone = 'white', headingId }: SectionProps) {
  const hid = headingId ?? (id ? `${id}-title` : undefined);
  const body = (
    <div className={cx('container-page', className)}>
      {(eyebrow || title || intro) && (
        <header className="mx-auto mb-12 max-w-3xl text-center">
          {eyebrow && <p className={tone === 'dark' ? 'eyebrow bg-white/10 text-white' : 'eyebrow'}>{eyebrow}</p>}
          {title && (
            <h2 id={hid} className={cx('heading-2 mt-4', tone === 'dark' && 'text-white')}>
              {title}
            </h2>
          )}
          {intro && <div className={cx('lead mt-4', tone === 'dark' && 'text-slate-200')}>{intro}</div>}
        </header>
      )}
      {children}
    </div>
  );
  return (
    <section id={id} aria-labelledby={title ? hid : undefined} className={cx('section-y', tones[tone])}>
      {reveal ? <Reveal>{body}</Reveal> : body}
    </section>
  );
}
