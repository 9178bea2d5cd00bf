import { type Body, link, p, section, ul } from '../../blocks';

export default [
  section(
    'A long cycle with many voices',
    p('MediBridge Health makes a patient-intake platform that cuts waiting-room paperwork. Hospital groups liked the idea, but a sale involved clinical leaders, IT, information governance and procurement, and the founders were spending months chasing single contacts who could not decide alone.'),
  ),
  section(
    'Mapping care leaders',
    p('We built committee maps for 160 hospital groups in the client\'s two launch markets. For each we identified the heads of outpatient services, the IT lead responsible for patient systems, and the person who owned data protection. Our callers opened with the clinical leaders, because their problem, queues and incomplete records, was the one that made the others listen.'),
  ),
  section(
    'Nurturing through the evaluation',
    p('Once a clinical leader agreed to a first meeting, we kept the rest of the committee informed with material written for each role:'),
    ul(
      'A one-page summary of patient-time savings for clinical leaders.',
      'An integration and security pack for the IT lead.',
      'Answers to the standard data-protection questionnaire, prepared before anyone asked.',
    ),
  ),
  section(
    'The outcome',
    p('Over nine months the programme held 118 meetings with care leaders and their colleagues. Fourteen hospital groups signed pilots, and the average time from first meeting to signed pilot was 52 percent shorter than MediBridge had managed alone. Our case study on MediBridge covers the figures in more detail.'),
    link('Read the MediBridge case study', '/case-studies/medibridge-health'),
  ),
] satisfies Body;
