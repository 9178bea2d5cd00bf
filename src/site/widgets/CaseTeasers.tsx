import type { CaseTeaser } from '../../content/sections';
import { Badge } from '../../ui/Badge';
import { ButtonLink } from '../../ui/Button';
import { Section } from '../../ui/Section';
import { cx } from '../../ui/cx';
import { plainList } from './styles';
import { caseStudyHref } from '../../content/pageSlugs';
import { CardLink, LinkCue } from './CardLink';
import type { SectionHeadProps } from './section';

interface CaseTeasersProps extends SectionHeadProps {
  href: string;
  items: CaseTeaser[];
}

/** Case-study teasers (title, client, result, image); each card opens its case study, the button all of them. */
export function CaseTeasers({ href, items, ...head }: CaseTeasersProps) {
  return (
    <Section {...head}>
      <ul className={cx(plainList, 'grid gap-6 md:grid-cols-3')} data-testid={`${head.id}-teasers`}>
        {items.map((item) => (
          <li
            key={item.title}
            className="relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow duration-150 hover:shadow-md"
          >
            <img src={item.image} alt={item.imageAlt} width={400} height={220} loading="lazy" decoding="async" className="block h-auto w-full bg-brand-50" />
            <div className="flex flex-1 flex-col p-6">
              <p className="m-0 text-sm font-medium text-slate-600">{item.client}</p>
              <h3 className="heading-3 mt-2 text-lg">
                <CardLink href={caseStudyHref(item.caseStudy)}>{item.title}</CardLink>
              </h3>
              <p className="m-0 mt-3">
                <Badge tone="green">{item.result}</Badge>
              </p>
              <LinkCue label="Read the case study" className="mt-auto pt-4" />
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <ButtonLink href={href} variant="secondary">
          View all case studies
        </ButtonLink>
      </div>
    </Section>
  );
}
