import { type Body, p, ol, section, ul } from '../../blocks';

export default [
  section(
    'Where OrbitStack started',
    p('OrbitStack builds deployment tooling for platform teams. Its founders had launched outbound in-house: a purchased list of 20,000 "engineering leaders", a five-step sequence and a tool that sent it all. After two months the reply rate was just over one percent and the main sending domain had begun to land in spam folders.'),
  ),
  section(
    'Targeting: from 20,000 to 1,800',
    p('We threw the list away. Using OrbitStack\'s closed deals we found the pattern that mattered: companies running containers in production with a platform team of five to thirty engineers, and a recent job post for a platform or reliability role. That produced 1,800 accounts and about 4,000 contacts worth writing to.'),
  ),
  section(
    'Copy and timing',
    p('The old emails described features. The new ones described one problem platform teams told us about repeatedly, release queues that stall every Friday, and asked a single question. We also changed the rhythm.'),
    ol(
      'Day 1: a four-sentence email about the problem, from a separate warmed domain.',
      'Day 4: a short follow-up with one real example from a similar team.',
      'Day 9: a call for contacts with a direct line, a note for the rest.',
      'Day 16: a closing email offering a fifteen-minute walkthrough.',
    ),
  ),
  section(
    'Results',
    p('Within three months the reply rate settled at 9.4 percent, and pipeline was 2.6 times higher after six months than in the half-year before. The lessons apply well beyond DevOps:'),
    ul(
      'A smaller list researched properly beats a large list every time.',
      'One problem per email, described in the buyer\'s words.',
      'Protect your main domain; send outreach from separate, warmed domains.',
    ),
  ),
] satisfies Body;
