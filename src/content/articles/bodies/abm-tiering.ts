import { type Body, ol, p, section, ul } from '../../blocks';

export default [
  section(
    'Why tiers matter',
    p('Account-based marketing is expensive per account. Research, personal messages and tailored content take hours, and nobody can spend those hours on two thousand companies. Tiering decides where the effort goes, so the accounts most likely to become large customers get the most attention.'),
  ),
  section(
    'Score fit and timing separately',
    p('We score every candidate account on two scales from one to five. Fit asks whether the account looks like your best customers. Timing asks whether anything suggests it might buy in the next two quarters. Keeping them apart stops a perfect-fit account with no reason to move from crowding out a good-fit account that is actively looking.'),
    ul(
      'Fit: industry, size, systems in use, region, and the presence of the roles you sell to.',
      'Timing: new leadership, funding, hiring, contract renewals you know about, visits to key pages.',
    ),
  ),
  section(
    'Three tiers, three levels of effort',
    ol(
      'Tier 1, about 25 accounts: a full committee map, a written account plan, personal outreach to every role and content made for the account.',
      'Tier 2, about 150 accounts: committee mapping for the three most important roles and messages tailored to the industry.',
      'Tier 3, the rest of the list: good data, a relevant sequence and fast follow-up on any sign of interest.',
    ),
    p('Accounts move between tiers every month. A Tier 3 account that replies or shows a strong timing signal moves up the same week; a Tier 1 account that has gone quiet for a quarter moves down to free the space.'),
  ),
  section(
    'A worksheet you can start today',
    p('List your candidate accounts in a spreadsheet with columns for the fit criteria and the timing signals. Score each, multiply the two scores, and sort. The top twenty-five are your first Tier 1. Review the result with sales before you start, because an account executive who already knows an account will often have the one fact the spreadsheet is missing.'),
  ),
] satisfies Body;
