import type { Industry } from '../../content/sections';
import { Icon } from '../../ui/Icon';
import { Section } from '../../ui/Section';
import { cx } from '../../ui/cx';
import { plainList } from './styles';
import type { SectionHeadProps } from './section';

interface IndustriesProps extends SectionHeadProps {
  items: Industry[];
}

/** The industries served: a compact grid of icon, name and one-line note. */
export function Industries({ items, ...head }: IndustriesProps) {
  return (
    <Section {...head}>
      <ul className={cx(plainList, 'grid gap-4 sm:grid-cols-2 lg:grid-cols-4')} data-testid={`${head.id}-list`}>
        {items.map((item) => (
          <li key={item.name} className="flex items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5">
            <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon name={item.icon} className="h-5 w-5" />
            </span>
            <div>
              <h3 className="m-0 text-base font-semibold text-ink">{item.name}</h3>
              <p className="mt-1 mb-0 text-sm leading-relaxed text-slate-600">{item.note}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
