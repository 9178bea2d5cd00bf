import { Link } from 'wouter';
import type { PageProps } from '../../routes';
import { DeferHydration } from '../../ui/DeferHydration';
import { serviceEntry } from '../../content/services/catalog';
import { servicePath } from '../../content/services/titles';
import { methodIntro, methodSteps, serviceOfferings, servicesCta, servicesHero } from '../../content/servicesIndex';
import { Icon } from '../../ui/Icon';
import { CheckPoints } from '../widgets/CheckPoints';
import { CtaBanner } from '../widgets/CtaBanner';
import { IconHeading } from '../widgets/IconHeading';
import { PageHero } from '../widgets/PageHero';
import { megaMenus } from '../layout/menuLinks';
import { serviceGroupHref } from '../layout/navigation';
import { lazyRetry } from '../../ui/lazyRetry';

// The method's steps are static text far down the page: their code loads when they near the
// viewport (their prerendered HTML serves until then), off a first load that has no bytes to spare.
const Steps = lazyRetry(() => import('../widgets/Steps').then((m) => ({ default: m.Steps })));

export default function ServicesPage(_props: PageProps) {
  return (
    <>
      <PageHero {...servicesHero} />

      <section aria-label="Services" className="pb-16 md:pb-24">
        <ul className="container-page m-0 grid list-none gap-6 md:grid-cols-2">
          {serviceOfferings.map((s) => (
            <li key={s.title} id={s.id} className="card flex flex-col p-8 sm:p-10">
              <IconHeading icon={s.icon} as="h2" className="m-0 text-2xl font-bold tracking-tight text-ink">
                {s.title}
              </IconHeading>
              <p className="body m-0 mt-4">{s.description}</p>
              <CheckPoints items={s.features} size="small" className="mt-6 grid gap-3" />
              <Link href={servicePath(s.service)} className="plain-link mt-auto inline-flex items-center gap-2 self-start pt-8 font-semibold text-brand-700">
                {`Explore ${serviceEntry(s.service).title.toLowerCase()}`}
                <Icon name="i-lucide-arrow-right" className="h-4 w-4" />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="all-services-title" className="section-y bg-white">
        <div className="container-page">
          <h2 id="all-services-title" className="heading-2 m-0 text-center">
            Every service we offer
          </h2>
          <div className="mt-12 grid gap-10 lg:grid-cols-3">
            {megaMenus.map((group) => (
              <section key={group.id} id={serviceGroupHref(group.id).split('#')[1]} aria-labelledby={`${group.id}-group-title`} className="scroll-mt-4">
                <h3 id={`${group.id}-group-title`} className="heading-3 m-0">
                  {group.label}
                </h3>
                <p className="body m-0 mt-1 text-sm">{group.tagline}</p>
                <ul className="m-0 mt-4 list-none space-y-2 p-0">
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <Link href={link.href} className="plain-link flex items-start gap-3 rounded-xl border border-slate-200 p-3 hover:border-brand-600">
                        {link.icon && <Icon name={link.icon} className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />}
                        <span>
                          <span className="block font-semibold text-ink">{link.label}</span>
                          {link.description && <span className="block text-sm text-slate-600">{link.description}</span>}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </div>
      </section>

      <DeferHydration section>
        <Steps id="method" tone="muted" eyebrow={methodIntro.eyebrow} title={methodIntro.title} intro={methodIntro.intro} steps={methodSteps} look="icons" />
      </DeferHydration>

      <DeferHydration section>
        <CtaBanner {...servicesCta} />
      </DeferHydration>
    </>
  );
}
