import { type Body, p, ol, section, ul } from '../../blocks';

export default [
  section(
    'Start from the number, not the activity',
    p('Most outbound plans begin with activity: so many calls a day, so many emails a week. We start the other way round. Take the new revenue the board expects this year, divide it by your average deal size, and you know how many deals you must win. Everything else in the funnel follows from that one division.'),
    p('A company that needs $2.4M of new annual revenue at an average contract of $40,000 must close 60 deals. If one in four qualified opportunities closes, it needs 240 opportunities. That is the real target of the sales and marketing plan, and it is far more useful than a vague goal of "more leads".'),
  ),
  section(
    'Walk the funnel backwards',
    p('Once the deal count is clear, every earlier stage has a conversion rate you can measure from your own CRM. We use the last two quarters, never an industry benchmark, because your market, price and team are not average.'),
    ol(
      'Deals needed: revenue target divided by average deal size.',
      'Opportunities needed: deals divided by your win rate.',
      'Meetings held: opportunities divided by the share of meetings that become opportunities.',
      'Meetings booked: meetings held divided by the show rate, usually 75 to 85 percent.',
      'Conversations: meetings booked divided by the share of conversations that end in a booking.',
      'Accounts to work: conversations divided by the reach rate of your list.',
    ),
    p('With typical figures for our SaaS clients, 240 opportunities means about 600 meetings held, roughly 750 booked, some 3,700 conversations and a list of 9,000 to 12,000 well-chosen accounts over the year.'),
  ),
  section(
    'Find the weakest step',
    p('Laid out like this, the funnel shows you where effort pays. Doubling call volume is expensive; lifting a 60 percent show rate to 80 percent with a reminder email and a confirmed agenda is cheap and adds a third more meetings without one extra dial.'),
    ul(
      'A low reach rate points at data: wrong numbers, outdated titles, accounts outside your profile.',
      'A low booking rate points at the message: the opener does not connect the buyer\'s problem to your offer.',
      'A low meeting-to-opportunity rate points at qualification: reps are booking curiosity, not need.',
      'A low win rate is a sales problem, and no amount of top-of-funnel volume will fix it.',
    ),
  ),
  section(
    'Review it every month',
    p('We rebuild this table with every client at the start of each month. It takes twenty minutes, it turns pipeline reviews into a conversation about one or two numbers, and it tells you before the quarter ends whether the plan is on track. If you want help building yours, our team will happily walk through it with you on a discovery call.'),
  ),
] satisfies Body;
