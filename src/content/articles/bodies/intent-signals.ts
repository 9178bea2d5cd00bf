import { type Body, p, section, ul } from '../../blocks';

export default [
  section(
    'Signals are everywhere, timing is rare',
    p('Every prospecting tool now promises intent data: topics an account is reading about, pages it visited, keywords its staff searched. Most teams we meet have more of these signals than they can act on, and little proof that acting on them works. The question is not whether to use signals but which ones reliably mean "now is a good time to talk".'),
  ),
  section(
    'The signals that have earned their place',
    p('Across our programmes, a few signals consistently lift booking rates when they are fresh:'),
    ul(
      'A new leader in the buying role, in the first ninety days in post.',
      'Job listings that describe the exact problem your product solves.',
      'Funding, acquisitions or expansion into a new region.',
      'A technology change you can see from outside, such as a migration announced in a talk or a post.',
      'A visit to your pricing or comparison pages from a known target account.',
    ),
    p('Broad topic interest scores, on their own, have rarely moved the numbers for our clients. They are useful for prioritising within a list, not for building one.'),
  ),
  section(
    'Turn a signal into a reason',
    p('A signal only helps if the message mentions it in a way the buyer finds relevant rather than unsettling. "I saw you are hiring three platform engineers; teams at that stage often tell us release queues become the bottleneck" is helpful. "I noticed someone at your company read four articles about our category" is not.'),
  ),
  section(
    'Keep it manageable',
    p('We recommend choosing three signals, defining each in one sentence, and routing every account that shows one of them to a researcher within two days. Signals decay quickly: a new leader is open to conversations for a few months, a job listing for a few weeks. A small set of signals acted on promptly beats a dashboard full of scores that nobody reads.'),
  ),
] satisfies Body;
