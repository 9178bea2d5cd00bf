/** What the lead forms say about where a lead is (src/site/forms/). */
export const leadStatusCopy = {
  sending: 'Sending…',
  sentToast: 'Sent',
  saved: 'Saved on this device. It will be sent automatically when you are back online.',
  savedToast: 'Saved on this device',
  refused: 'Not sent: the server did not accept this.',
  failed: 'Not sent and not saved: this browser cannot save on the device, and the server could not be reached. Your text is still here; please try again.',
  fixFields: 'Please correct the highlighted fields.',
} as const;

export const newsletterCopy = {
  label: 'Email address',
  placeholder: 'you@company.com',
  button: 'Subscribe',
  sent: 'You are subscribed. The next issue arrives at the start of the month.',
} as const;

export const applicationCopy = {
  titleForJob: (title: string) => `Apply for ${title}`,
  titleGeneral: 'Send a general application',
  intro: 'Tell us who you are and what you would like to work on. A person on our team reads every application.',
  name: 'Full Name',
  email: 'Email Address',
  link: 'LinkedIn or portfolio link (optional)',
  message: 'Why you, and why this role?',
  submit: 'Send Application',
  sent: 'Thanks, your application is in. We reply to every applicant within five business days.',
} as const;
