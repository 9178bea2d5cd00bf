import { headOffice, homeContact } from '../../content/contact';
import { unbreakablePhone } from '../../lib/phone';
import { Icon } from '../../ui/Icon';
import { Reveal } from '../../ui/Reveal';
import { ContactForm } from '../forms/ContactForm';
import { CheckPoints } from '../widgets/CheckPoints';
import { SectionIntro } from '../widgets/SectionIntro';

export function HomeContact() {
  return (
    <section id="contact" aria-labelledby="home-contact-title" className="section-y bg-gradient-to-b from-white to-brand-50">
      <Reveal className="container-page grid gap-12 lg:grid-cols-[0.9fr_1.1fr] lg:gap-16">
        <div>
          <SectionIntro headingId="home-contact-title" eyebrow={homeContact.eyebrow} title={homeContact.title} intro={homeContact.intro} />
          <CheckPoints items={homeContact.points} size="large" className="mt-8 space-y-4" />
          <div className="mt-10 space-y-3 border-t border-slate-200 pt-8 text-slate-700">
            <a href={headOffice.emailHref} className="plain-link flex items-center gap-3">
              <Icon name="i-lucide-mail" className="h-5 w-5 text-brand-700" />
              {headOffice.email}
            </a>
            <a href={headOffice.phoneHref} className="plain-link flex items-center gap-3">
              <Icon name="i-lucide-phone" className="h-5 w-5 text-brand-700" />
              {unbreakablePhone(headOffice.phone)}
            </a>
          </div>
        </div>
        <div className="card p-6 shadow-xl shadow-brand-800/5 sm:p-10">
          <ContactForm />
        </div>
      </Reveal>
    </section>
  );
}
