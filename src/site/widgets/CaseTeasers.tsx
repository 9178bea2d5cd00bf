import { Link } from 'wouter';
import type { CaseTeaser } from '../../content/sections';
import { Badge } from '../../ui/Badge';
import { ButtonLink } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { Section } from '../../ui/Section';
import { cx } from '../../ui/cx';
import { plainList } from './styles';
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
                <Link
                  href={`/case-studies/${item.caseStudy}`}
                  className="link-plain after:(absolute inset-0 rounded-2xl content-empty) focus-visible:after:(outline-2 outline-solid outline-brand-600)"
                >
                  {item.title}
                </Link>
              </h3>
              <p className="m-0 mt-3">
                <Badge tone="green">{item.result}</Badge>
              </p>
              <span aria-hidden="true" className="mt-auto pt-4 text-sm font-semibold text-brand-700">
                Read the case study <Icon name="i-lucide-arrow-right" className="h-4 w-4" />
              </span>
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
