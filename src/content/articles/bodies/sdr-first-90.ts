import { type Body, p, ol, section, ul } from '../../blocks';

export default [
  section(
    'Days 1 to 30: learn the market before the script',
    p('New sales development reps who start dialling on day two learn to be ignored. We spend the first two weeks on the market instead: the customer profile, the five most common problems buyers describe, the competitors they already use and the vocabulary of each role the team will call.'),
    ul(
      'Listen to twenty recorded discovery calls and note the words buyers use.',
      'Research fifty target accounts by hand before touching any automation.',
      'Role-play openers daily with a senior rep until they sound like a conversation.',
    ),
  ),
  section(
    'Days 31 to 60: targets that teach',
    p('Early targets should reward the right habits, not raw volume. We set activity floors but judge progress on conversations held and the quality of notes in the CRM. A rep who has ten real conversations a day and writes down what they heard is further along than one who made ninety dials nobody answered.'),
    p('This is also when the team starts its weekly call review: thirty minutes, three recordings, one thing to keep and one thing to change for each rep.'),
  ),
  section(
    'Days 61 to 90: book, hand over, repeat',
    p('By week six most reps we coach are booking meetings consistently. The focus moves to the handover, because a meeting that the account executive finds poorly qualified is worse than no meeting at all.'),
    ol(
      'Agree a written definition of a qualified meeting with the account executives.',
      'Send a short brief with every booking: who, why now and what was promised.',
      'Ask the account executive for a one-line verdict after each meeting and share it with the rep.',
    ),
  ),
  section(
    'What managers should watch',
    p('Three numbers tell you whether a new team is on track: conversations per day, the share of conversations that end in a booking, and the share of bookings that become opportunities. If the first is low, look at the list and the dialling hours. If the second is low, look at the opener. If the third is low, look at qualification and the handover. Everything else is detail.'),
  ),
] satisfies Body;
