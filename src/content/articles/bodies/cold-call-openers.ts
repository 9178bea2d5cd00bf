import { type Body, p, quote, section, ul } from '../../blocks';

export default [
  section(
    'The first ten seconds decide the call',
    p('A cold call is an interruption, and the person answering knows it. Whatever you say first tells them whether this interruption is worth another thirty seconds. Most openers waste that moment on pleasantries or a company introduction nobody asked for.'),
  ),
  section(
    'Openers that work for our callers',
    p('These are the patterns our teams use most, adapted to each client\'s market:'),
    ul(
      'Permission: say who you are, admit it is a cold call and ask for thirty seconds to explain why you chose them.',
      'Observation: name one specific thing about their company, then ask if it matches what they see.',
      'Problem: describe a problem peers in the same role told you about and ask whether it is familiar.',
      'Referral: mention a real connection or a customer in the same field, only when it is true.',
    ),
    quote('Hi Sam, it is Priya from Northstar. This is a cold call, so feel free to hang up, but can I have thirty seconds to tell you why I picked you?', 'A permission opener from a recorded call'),
  ),
  section(
    'Then stop talking',
    p('The opener earns a question, not a pitch. After it, ask one open question about the problem and listen. Callers who talk for more than a minute before the buyer has said a full sentence book far fewer meetings in our call reviews than those who ask early and let the prospect speak.'),
  ),
  section(
    'Practise on recordings, not theory',
    p('We review three recorded calls per caller every week. The team listens to the first ten seconds, notes what the buyer heard and whether they stayed, and agrees one change to try. Small, steady changes to the opener have done more for booking rates than any new script we have written from scratch.'),
  ),
] satisfies Body;
