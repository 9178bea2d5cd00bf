import type { AvailabilityModel } from '../../content/sections';
import { Icon } from '../../ui/Icon';
import { Section } from '../../ui/Section';
import { cx } from '../../ui/cx';
import { plainList } from './styles';
import { IconHeading } from './IconHeading';
import type { SectionHeadProps } from './section';

interface AvailabilityProps extends SectionHeadProps {
  models: AvailabilityModel[];
}

/** Side-by-side engagement models, each with points and who it suits. */
export function Availability({ models, ...head }: AvailabilityProps) {
  return (
    <Section {...head}>
      <ul className={cx(plainList, 'mx-auto grid max-w-5xl gap-6 md:grid-cols-2')} data-testid={`${head.id}-models`}>
        {models.map((model) => (
          <li key={model.name} className="card flex flex-col p-8">
            <IconHeading icon={model.icon} className="heading-3 m-0">
              {model.name}
            </IconHeading>
            <p className="body mt-4 mb-0">{model.summary}</p>
            <ul className={cx(plainList, 'mt-5 space-y-3')}>
              {model.points.map((point) => (
                <li key={point} className="flex items-start gap-3 text-ink">
                  <Icon name="i-lucide-check" className="mt-0.5 h-5 w-5 text-emerald-700" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
            <p className="mt-auto mb-0 pt-6"><span className="block border-t border-slate-200 pt-4 text-sm font-medium text-brand-800">{model.bestFor}</span></p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
