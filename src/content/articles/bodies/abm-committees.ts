import { type Body, p, section, ul } from '../../blocks';

export default [
  section(
    'One champion is no longer enough',
    p('A decade ago an enterprise software sale could ride on one enthusiastic director. Today the same deal passes through security, procurement, finance, legal and the people who will use the product every day. Each of them can slow the deal down and several can stop it. Account-based marketing works when it treats the account as a committee rather than as a single lead.'),
  ),
  section(
    'Map the committee before you message it',
    p('For each target account we build a simple map of six to ten roles, filled in from public profiles, conversations and the client\'s own history with similar companies.'),
    ul(
      'Economic buyer: owns the budget and signs.',
      'Champion: feels the problem most and will argue for change internally.',
      'Users: will live with the product and judge it on daily friction.',
      'Technical evaluator: checks security, integration and data handling.',
      'Procurement and legal: protect the company from risk and cost surprises.',
      'Blockers: anyone whose project, budget or team loses out if you win.',
    ),
    p('The map is never complete on day one. It fills in as calls, replies and meetings reveal who really matters, and we update it every week.'),
  ),
  section(
    'Give each role its own reason to care',
    p('The champion wants proof the problem is solvable. Finance wants payback in months, not a feature list. The security lead wants your data-handling answers before they ask for them. We write one short message for each role, tied to the same account-level story, and send it through the channel that role actually uses: a call for an operations lead, a concise email with a document for a security reviewer, a targeted post for a busy executive.'),
  ),
  section(
    'Measure the account, not the contact',
    p('Reply rates per email say little in ABM. We track how many roles in each account have engaged, how many meetings include more than one of them, and how quickly an account moves from first touch to a working opportunity. When three or more roles are engaged, our clients\' opportunities close noticeably more often than when a single contact carries the deal alone.'),
  ),
] satisfies Body;
