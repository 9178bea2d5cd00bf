import { type Body, p, ol, section, ul } from '../../blocks';

export default [
  section(
    'Why lists fail before the first call',
    p('When an outbound programme underperforms, the usual suspect is the script. In our reviews the cause is more often the list: accounts that were never going to buy, bought in bulk because the profile was too loose to filter on. "Mid-sized technology companies in Europe" describes tens of thousands of firms, most of which have no reason to talk to you.'),
    p('An ideal customer profile is only useful when a researcher can apply it without asking you what you meant. That is the test we use: could someone new to your company build the list from the definition alone?'),
  ),
  section(
    'The four-question workshop',
    p('We run a ninety-minute session with sales, marketing and one person who talks to customers every day. Four questions, answered with evidence from closed deals rather than opinions:'),
    ol(
      'Which ten customers would you clone tomorrow, and what do they have in common that you can see from outside?',
      'What event made each of them start looking: a new hire, a funding round, an audit, a system reaching its limit?',
      'Who signed, who used the product and who could have stopped the deal?',
      'Which deals did you lose or regret winning, and what would have warned you early?',
    ),
  ),
  section(
    'Turn answers into filters',
    p('Each answer becomes something a researcher can check. "Growing fast" becomes "headcount up 20 percent in twelve months". "Modern stack" becomes "uses one of three named cloud platforms". "Finance feels the pain" becomes "has a controller or finance director, not only a founder doing the books".'),
    ul(
      'Firmographic filters: industry, headcount band, region, ownership.',
      'Technographic filters: systems the account runs that your product connects to or replaces.',
      'Trigger filters: events from the last six months that make a conversation timely.',
      'Exclusions: current customers, open opportunities, competitors and partners.',
    ),
  ),
  section(
    'Buy less, verify more',
    p('With filters in hand, the list usually shrinks by two thirds. That is good news. A smaller list can be researched properly, with each contact checked against a live source, and every call or email can mention something specific to the account. In our programmes, moving from a broad list to a filtered one has typically lifted booking rates by half while cutting data spend.'),
  ),
] satisfies Body;
