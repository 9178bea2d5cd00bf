/**
 * What the lead forms say about where a lead is once the outbox code is here: it loads with that
 * code (src/leads/client.ts), not with the page.
 */
export const leadStatusCopy = {
  sentToast: 'Sent',
  saved: 'Saved on this device. It will be sent automatically when you are back online.',
  savedServerDown: 'Saved on this device: our server could not take it just now. It will be sent automatically.',
  savedToast: 'Saved on this device',
  /** The toast when leads saved earlier have gone out on their own (back online, server back). */
  delivered: (count: number) => (count === 1 ? 'What you saved on this device has now reached us.' : `${count} submissions saved on this device have now reached us.`),
  refused: 'Not sent: the server did not accept this.',
  /** A lead saved on the device that the server refused once it could be sent. */
  refusedLater: 'Not sent after all: the server did not accept what was saved on this device. Please send it again, corrected.',
  /** Added to the form's line when the refused text was put back into it (or its page's draft). */
  putBack: 'What you wrote is back in the form.',
  failed: 'Not sent and not saved: this browser cannot save on the device, and the server could not be reached. Your text is still here; please try again.',
  fixFields: 'Please correct the highlighted fields.',
} as const;
