import { type Body, link, p, quote, section, ul } from '../../blocks';

export default [
  section(
    'Selling to finance teams',
    p('Helix Ledger makes reconciliation software for mid-market finance teams. Inbound demand had carried the company to its first hundred customers and then levelled off. Controllers and finance directors rarely search for a new tool; they change systems when month-end close becomes painful enough, and they trust peers more than vendors.'),
  ),
  section(
    'An account plan per tier',
    p('We scored 1,900 mid-market companies on fit and timing, then split them into three tiers. The 60 accounts in the top tier each received a written plan naming the controller, the finance director, the systems owner and the likely objections.'),
    ul(
      'Tier 1: personal calls from our New York and London pods and a short benchmark of close times in the account\'s industry.',
      'Tier 2: role-specific emails and calls focused on month-end pain.',
      'Tier 3: a concise sequence and fast follow-up on any sign of interest.',
    ),
  ),
  section(
    'What finance buyers responded to',
    p('Numbers, not adjectives. Messages that quoted how many days a similar team had cut from its close earned three times the replies of messages about features. Calls timed in the week after month-end, when the pain was fresh, booked far more meetings than calls in the closing week itself.'),
    quote('They talked to our buyers like people who had sat through a month-end close themselves.', 'VP Revenue, Helix Ledger'),
  ),
  section(
    'Nine months later',
    p('The programme created $9.8M in pipeline and 312 meetings, and Helix Ledger won 34 percent of the deals it sourced. The full story, with the team structure and figures, is in the Helix Ledger case study.'),
    link('Read the Helix Ledger case study', '/case-studies/helix-ledger'),
  ),
] satisfies Body;
