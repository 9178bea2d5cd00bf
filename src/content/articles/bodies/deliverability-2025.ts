import { type Body, p, ol, section, ul } from '../../blocks';

export default [
  section(
    'What changed for senders',
    p('The large mailbox providers now expect every bulk sender to prove who they are and to make leaving easy. Messages without proper authentication are filtered far more aggressively, and senders whose recipients mark mail as spam even occasionally see their reach fall within days. Cold outreach is not exempt because it is sent one message at a time.'),
  ),
  section(
    'The technical floor',
    p('None of this is optional any more. Before a single outbound email leaves a domain we manage, we check:'),
    ul(
      'SPF and DKIM records that cover every service sending on the domain\'s behalf.',
      'A DMARC policy, starting at monitoring and moving to quarantine once reports are clean.',
      'A one-click unsubscribe header and a visible way to opt out in every message.',
      'Separate sending domains for outreach, so the company\'s main domain is never put at risk.',
    ),
  ),
  section(
    'Volume and warm-up habits',
    p('New domains and mailboxes earn trust slowly. We warm each mailbox over three to four weeks and keep daily volume per mailbox modest even afterwards. When a campaign needs more reach, we add mailboxes rather than pushing existing ones harder.'),
    ol(
      'Week one: a handful of real conversations a day, no sequences.',
      'Weeks two and three: small, carefully targeted sends with replies encouraged.',
      'Week four onward: steady volume, watched daily for bounces and complaints.',
    ),
  ),
  section(
    'Relevance is the best deliverability tool',
    p('Filters increasingly learn from how recipients behave. Mail that is opened, read and answered builds reputation; mail that is ignored or reported destroys it. The most reliable way to stay in the inbox is therefore the same as the way to get replies: a short list of the right people, and a message that is obviously written for them.'),
  ),
] satisfies Body;
