import { type Body, p, section, ul } from '../../blocks';

export default [
  section(
    'The question every team argues about',
    p('Send too few follow-ups and you leave replies on the table; send too many and you annoy buyers and damage the sending domain. We looked back at the outbound sequences our team ran over the last two years to see where replies actually came from.'),
  ),
  section(
    'Where the replies came from',
    p('The pattern was consistent across industries. The first email earned the largest share of replies, but well under half of them. The second and third touches together produced almost as many again. After the fourth email, each extra message added very little and the share of negative replies and unsubscribes rose.'),
    ul(
      'Touches one to three: the bulk of positive replies.',
      'Touch four: still worthwhile when it adds something new, such as a short example or a different angle.',
      'Touches five and beyond: diminishing returns and a growing risk to reputation.',
    ),
  ),
  section(
    'Spacing matters as much as count',
    p('Follow-ups sent a day apart read as automation. Gaps of three to five working days between the first messages, widening later, produced better replies in our data. Calls placed between emails lifted response for contacts with a direct line, because a voice makes the email that follows more familiar.'),
  ),
  section(
    'Our default, and when to break it',
    p('We start most programmes with four emails over about three weeks, with one or two calls in between where we have numbers. Each follow-up must stand on its own and add something; "just bumping this up" never does. We break the default for high-value accounts, where a slower, more personal rhythm over two months often works better than any sequence.'),
  ),
] satisfies Body;
