import type { Step } from '../../../content/services/types';
import { Section } from '../../../ui/Section';
import { cx } from '../../../ui/cx';
import { plainList } from '../grid';
import type { SectionTone } from './tone';

interface StepsSectionProps {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  steps: Step[];
  tone: SectionTone;
}

const stepColumns: Record<number, string> = {
  3: 'md:grid-cols-3',
  4: 'md:grid-cols-2 lg:grid-cols-4',
};

/** A numbered sequence (approach, getting started, process) as an ordered list. */
export function StepsSection({ id, eyebrow, title, intro, steps, tone }: StepsSectionProps) {
  return (
    <Section id={id} eyebrow={eyebrow} title={title} intro={intro} tone={tone}>
      <ol className={cx(plainList, 'grid gap-6', stepColumns[steps.length] ?? 'md:grid-cols-3')} data-testid={`${id}-steps`}>
        {steps.map((step, i) => (
          <li key={step.title} className="card relative">
            <span
              aria-hidden="true"
              className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 text-base font-bold text-white"
            >
              {i + 1}
            </span>
            <h3 className="heading-3 mt-4 text-lg">{step.title}</h3>
            <p className="body mt-2 mb-0">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
