import { type Body, link, p, quote, section, ul } from '../../blocks';

export default [
  section(
    'The brief',
    p('Vaultline Security had a product that security teams liked once they saw it, and a sales team that rarely got the chance. Their target buyers, heads of security at companies with more than 2,000 employees, receive dozens of vendor emails a day and answer almost none of them. Vaultline asked us to open 40 enterprise accounts in one quarter.'),
  ),
  section(
    'Research first',
    p('We started with 300 accounts that matched Vaultline\'s best customers: regulated industries, a recent audit or incident in the public record, and a security team large enough to run a proper evaluation. Two researchers built a short brief on each account before anyone reached out.'),
    ul(
      'Public incidents, audit findings and compliance deadlines from the last year.',
      'The security leader\'s own talks, posts and stated priorities.',
      'Tools the team already ran, from job listings and conference talks.',
    ),
  ),
  section(
    'Sequencing and calling',
    p('Each account received a four-week sequence: a short email referencing one specific finding, a call from a caller trained on Vaultline\'s product, a follow-up with a two-page technical note, and a final call. Nothing was sent to an account whose brief was not finished.'),
    quote('Every email we sent could only have been sent to that one person. That is why they answered.', 'Programme lead, Northstar Growth'),
  ),
  section(
    'What it produced',
    p('Within the quarter, 40 enterprise accounts held a first meeting with Vaultline, and 27 percent of those meetings became qualified opportunities. The positive reply rate on email reached 41 percent on the best-researched tier. The full programme is described in our Vaultline case study.'),
    link('Read the Vaultline case study', '/case-studies/vaultline-security'),
  ),
] satisfies Body;
