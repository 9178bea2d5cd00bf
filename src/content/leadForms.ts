/** What the lead forms say about where a lead is (src/site/forms/). */
export const leadStatusCopy = {
  sending: 'Sending…',
  sentToast: 'Sent',
  saved: 'Saved on this device. It will be sent automatically when you are back online.',
  savedToast: 'Saved on this device',
  refused: 'Not sent: the server did not accept this.',
  failed: 'Not sent and not saved: this browser cannot save on the device, and the server could not be reached. Your text is still here; please try again.',
  noCode: 'Not sent: part of this page could not load. What you typed is kept for this tab: reload the page, then send it again.',
  fixFields: 'Please correct the highlighted fields.',
} as const;

export const newsletterCopy = {
  label: 'Email address',
  placeholder: 'you@company.com',
  button: 'Subscribe',
  sent: 'You are subscribed. The next issue arrives at the start of the month.',
} as const;
