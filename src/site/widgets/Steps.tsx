import type { Step, StepsLook } from '../../content/sections';
import { Icon } from '../../ui/Icon';
import { Section } from '../../ui/Section';
import { cx } from '../../ui/cx';
import type { SectionHeadProps } from './section';
import { plainList } from './styles';

const numberedColumns: Record<number, string> = {
  3: 'md:grid-cols-3',
  4: 'md:grid-cols-2 lg:grid-cols-4',
};

/** List, item, title and text classes of each look (complete literals so UnoCSS sees them). */
const looks: Record<StepsLook, { list: (count: number) => string; item: string; title: string; text: string }> = {
  numbered: { list: (n) => cx('grid gap-6', numberedColumns[n] ?? 'md:grid-cols-3'), item: 'card relative', title: 'heading-3 mt-4 text-lg', text: 'body mt-2 mb-0' },
  // The big step number is a watermark drawn by CSS from data-step.
  icons: {
    list: () => 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4',
    item: 'card relative p-8 after:(absolute right-6 top-5 text-5xl font-extrabold text-brand-600/15 content-[attr(data-step)])',
    title: 'heading-3 m-0 mt-5',
    text: 'body m-0 mt-3',
  },
  timeline: { list: () => 'mt-8 space-y-8', item: 'relative flex gap-5', title: 'heading-3 m-0 mt-1', text: 'body m-0 mt-2' },
};

/**
 * A numbered sequence as an ordered list. Screen readers hear "Step N" in every look:
 * as the visible number badge, a hidden prefix (icons) or a visible label (timeline).
 */
export function StepList({ steps, look = 'numbered', id }: { steps: readonly Step[]; look?: StepsLook; id?: string }) {
  const style = looks[look];
  return (
    <ol className={cx(plainList, style.list(steps.length))} data-testid={id && `${id}-steps`}>
      {steps.map((step, i) => {
        const marker =
          look === 'numbered' || !step.icon ? (
            <span aria-hidden="true" className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 text-base font-bold text-white">
              {i + 1}
            </span>
          ) : (
            <span className={cx('icon-tile relative', look === 'timeline' && 'shrink-0')}>
              <Icon name={step.icon} className="h-6 w-6" />
            </span>
          );
        const title = (
          <h3 className={style.title}>
            {look === 'icons' && <span className="sr-only">Step {i + 1}: </span>}
            {step.title}
          </h3>
        );
        const text = <p className={style.text}>{step.text}</p>;
        return (
          <li key={step.title} className={style.item} data-step={look === 'icons' ? String(i + 1).padStart(2, '0') : undefined}>
            {look === 'timeline' ? (
              <>
                {i < steps.length - 1 && <span aria-hidden="true" className="absolute left-6 top-14 h-[calc(100%-1.5rem)] w-px bg-brand-100" />}
                {marker}
                <div>
                  <p className="m-0 text-sm font-semibold text-brand-700">Step {i + 1}</p>
                  {title}
                  {text}
                </div>
              </>
            ) : (
              <>
                {marker}
                {title}
                {text}
              </>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** A titled section around a step list. */
export function Steps({ steps, look, ...head }: SectionHeadProps & { steps: readonly Step[]; look?: StepsLook }) {
  return (
    <Section {...head}>
      <StepList steps={steps} look={look} id={head.id} />
    </Section>
  );
}
