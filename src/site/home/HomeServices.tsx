import { useId } from 'react';
import { homeServices, homeServicesIntro, type HomeService } from '../../content/homeServices';
import { ButtonLink } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { Section } from '../../ui/Section';

function ServiceCard({ service }: { service: HomeService }) {
  const titleId = useId();
  return (
    <li className="card group flex flex-col transition-shadow duration-200 hover:shadow-lg">
      <span className="icon-tile">
        <Icon name={service.icon} className="h-6 w-6" />
      </span>
      <h3 id={titleId} className="heading-3 m-0 mt-5">
        {service.title}
      </h3>
      <p className="body m-0 mt-3">{service.description}</p>
      <ul className="m-0 mt-5 list-none space-y-2 p-0 text-sm text-slate-700">
        {service.points.map((p) => (
          <li key={p} className="flex items-start gap-2">
            <Icon name="i-lucide-check" className="mt-0.5 h-4 w-4 text-brand-700" />
            {p}
          </li>
        ))}
      </ul>
      <ButtonLink href={service.href} variant="ghost" size="sm" aria-describedby={titleId} className="mt-auto self-start -ml-3 pt-6 text-brand-700">
        {homeServicesIntro.cta}
        {/* Read with the link (and by crawlers, which judge link text): which service it opens. */}
        <span className="sr-only">{` about ${service.title}`}</span>
        <Icon name="i-lucide-arrow-right" className="h-4 w-4 transition-transform group-hover:translate-x-1" />
      </ButtonLink>
    </li>
  );
}

export function HomeServices() {
  return (
    <Section id="services" eyebrow={homeServicesIntro.eyebrow} title={homeServicesIntro.title} intro={homeServicesIntro.intro}>
      <ul className="m-0 grid list-none gap-6 p-0 sm:grid-cols-2 lg:grid-cols-4">
        {homeServices.map((s) => (
          <ServiceCard key={s.title} service={s} />
        ))}
      </ul>
    </Section>
  );
}
