import { headOffice, homeContact } from '../../content/contact';
import { unbreakablePhone } from '../../lib/phone';
import { Icon } from '../../ui/Icon';
import { Reveal } from '../../ui/Reveal';
import { ContactForm } from '../forms/ContactForm';

export function HomeContact() {
  return (
    <section id="contact" aria-labelledby="home-contact-title" className="section-y bg-gradient-to-b from-white to-brand-50">
      <Reveal className="container-page grid gap-12 lg:grid-cols-[0.9fr_1.1fr] lg:gap-16">
        <div>
          <p className="eyebrow m-0">{homeContact.eyebrow}</p>
          <h2 id="home-contact-title" className="heading-2 m-0 mt-4">
            {homeContact.title}
          </h2>
          <p className="lead m-0 mt-4">{homeContact.intro}</p>
          <ul className="m-0 mt-8 list-none space-y-4 p-0">
            {homeContact.points.map((p) => (
              <li key={p} className="flex items-center gap-3 font-medium text-ink">
                <span className="inline-flex h-7 w-7 items-center justify-center rounded-full bg-emerald-100 text-emerald-800">
                  <Icon name="i-lucide-check" className="h-4 w-4" />
                </span>
                {p}
              </li>
            ))}
          </ul>
          <div className="mt-10 space-y-3 border-t border-slate-200 pt-8 text-slate-700">
            <a href={headOffice.emailHref} className="link-plain flex items-center gap-3">
              <Icon name="i-lucide-mail" className="h-5 w-5 text-brand-700" />
              {headOffice.email}
            </a>
            <a href={headOffice.phoneHref} className="link-plain flex items-center gap-3">
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
