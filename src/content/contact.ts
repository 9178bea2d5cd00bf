/** Contact form labels, the home contact section and the head office details. */
export interface ContactValues {
  name: string;
  email: string;
  company: string;
  message: string;
}

export const contactFields = {
  name: 'Full Name',
  email: 'Email Address',
  company: 'Company Name',
  message: 'How Can We Help?',
} as const;

export const contactFormCopy = {
  submit: 'Send Message',
  sent: 'Thanks, we will be in touch within one business day.',
  privacy: 'We only use your details to reply to this message.',
} as const;

export const homeContact = {
  eyebrow: 'Contact Us',
  title: 'Let’s Talk About Your Pipeline',
  intro: 'Tell us where you want to grow. A strategist will reply within one business day with ideas, not a sales script.',
  points: ['Free 30-minute pipeline review', 'A plan with realistic numbers', 'No long-term contract required'],
} as const;

/** Head office contact details (static text, SPEC.md §1). */
export const headOffice = {
  label: 'Head office',
  street: '350 Hudson Street, 9th Floor',
  locality: 'New York, NY 10014',
  country: 'United States',
  phone: '+1 (212) 555-0148',
  phoneHref: 'tel:+12125550148',
  email: 'hello@northstargrowth.com',
  emailHref: 'mailto:hello@northstargrowth.com',
  hours: 'Monday to Friday, 9:00 to 18:00 ET',
} as const;
