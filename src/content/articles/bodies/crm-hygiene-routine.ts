import { type Body, ol, p, section } from '../../blocks';

export default [
  section(
    'A messy CRM costs meetings',
    p('Duplicate accounts, contacts who left years ago, deals stuck in stages nobody updates: every sales team knows the symptoms. The cost is real. Reps call people who have moved on, two reps work the same account, and forecasts are guesses. You do not need a data project to fix it, just a routine.'),
  ),
  section(
    'The monthly hour',
    p('We ask small teams to block one hour on the first Monday of each month and work through the same list:'),
    ol(
      'Merge duplicate accounts and contacts flagged by the CRM\'s own duplicate check.',
      'Mark contacts who bounced or changed jobs, and add their replacements where known.',
      'Close or update every deal with no activity in thirty days.',
      'Check that every open deal has a next step with a date.',
      'Review the fields reps leave empty most often and ask whether they are needed at all.',
    ),
  ),
  section(
    'Fewer fields, better data',
    p('The quickest route to cleaner data is asking for less of it. Each required field is a small tax on every rep, and people pay it with guesses. We routinely help clients remove a third of their custom fields, keeping only those that feed a report someone actually reads.'),
  ),
  section(
    'Make it visible',
    p('Share one number after each session: the share of open deals with a dated next step. Teams that track it tend to keep it above ninety percent within a couple of months, and their forecasts become noticeably more reliable. If your CRM needs more than an hour a month, our CRM management team can take the heavy lifting off your hands.'),
  ),
] satisfies Body;
