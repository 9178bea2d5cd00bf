import type { ReactNode } from 'react';
import type { PageProps } from '../../routes';
import { headOffice } from '../../content/contact';
import { offices } from '../../content/offices';
import { contactPage } from '../../content/contactPages';
import { unbreakablePhone } from '../../lib/phone';
import { Icon } from '../../ui/Icon';
import { Section } from '../../ui/Section';
import { ContactForm } from '../forms/ContactForm';
import { FormPanel } from '../forms/fields';
import { PageHero } from '../widgets/PageHero';

const detailLink = 'focus-ring rounded text-slate-200 hover:text-white';

/** One line of the office details: an icon tile, a label and the value. */
function DetailRow({ icon, label, children }: { icon: string; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-white/10 text-white">
        <Icon name={icon} className="h-5 w-5" />
      </span>
      {/* A value longer than a narrow phone's line (the email address) wraps instead of widening the page. */}
      <div className="leading-relaxed wrap-anywhere">
        <span className="block font-semibold text-white">{label}</span>
        {children}
      </div>
    </li>
  );
}

export default function ContactPage(_props: PageProps) {
  return (
    <>
      <PageHero tag={contactPage.tag} title={contactPage.title} intro={contactPage.intro} />
      <div className="container-page grid gap-8 pb-16 md:pb-24 lg:grid-cols-[1fr_1.6fr]">
        <section aria-labelledby="office-title" className="rounded-3xl bg-ink p-6 text-slate-200 sm:p-10">
          <h2 id="office-title" className="m-0 text-2xl font-bold text-white">
            {contactPage.detailsTitle}
          </h2>
          <ul className="m-0 mt-8 list-none space-y-7 p-0">
            <DetailRow icon="i-lucide-map-pin" label="Northstar Growth">
              <address className="not-italic leading-relaxed">
                {headOffice.street}
                <br />
                {headOffice.locality}
                <br />
                {headOffice.country}
              </address>
            </DetailRow>
            <DetailRow icon="i-lucide-phone" label="Phone">
              <a href={headOffice.phoneHref} className={detailLink}>
                {unbreakablePhone(headOffice.phone)}
              </a>
            </DetailRow>
            <DetailRow icon="i-lucide-mail" label="Email">
              <a href={headOffice.emailHref} className={detailLink}>
                {headOffice.email}
              </a>
            </DetailRow>
            <DetailRow icon="i-lucide-clock" label="Office hours">
              {headOffice.hours}
            </DetailRow>
          </ul>
        </section>
        <FormPanel titleId="message-title" title={contactPage.formTitle}>
          <ContactForm />
        </FormPanel>
      </div>
      <Section id="cities" tone="muted" title={contactPage.citiesTitle} intro={contactPage.citiesIntro}>
        <ul className="m-0 grid list-none gap-4 p-0 sm:grid-cols-2 lg:grid-cols-3">
          {offices.map((o) => (
            <li key={o.city} className="card flex items-start gap-4">
              <span className="icon-tile h-11 w-11 shrink-0">
                <Icon name="i-lucide-building-2" className="h-5 w-5" />
              </span>
              <div>
                <h3 className="heading-3 m-0 text-lg">{o.city}</h3>
                <p className="body m-0 mt-1 text-sm">{o.blurb}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
