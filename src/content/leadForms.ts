/** What a lead form says before its outbox code has loaded (the rest comes with that code: leadStatus.ts). */
export const leadFormCopy = {
  sending: 'Sending…',
  noCode: 'Not sent: part of this page could not load. What you typed is kept: send it again when you are online, or reload the page.',
} as const;

export const newsletterCopy = {
  label: 'Email address',
  placeholder: 'you@company.com',
  button: 'Subscribe',
  sent: 'You are subscribed. The next issue arrives at the start of the month.',
} as const;
