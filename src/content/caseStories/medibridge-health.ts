import type { CaseStory } from '../caseStory';

export default {
  title: 'Health-tech start-up wins its first hospital groups',
  client: 'MediBridge Health',
  description: 'MediBridge Health signed 14 hospital pilots from 118 meetings with care leaders.',
  industry: 'Healthcare',
  engagement: 'Nine months · committee mapping, calling and nurturing',
  challenge: [
    'MediBridge Health\'s patient-intake platform needed buy-in from clinical leaders, IT, information governance and procurement in every hospital group.',
    'The founders were chasing single contacts who could not decide alone, and cycles dragged past a year.',
  ],
  approach: [
    'Built committee maps for 160 hospital groups in two launch markets.',
    'Opened with heads of outpatient services, whose queues and incomplete records made the problem vivid.',
    'Prepared role-specific material: time savings for clinicians, an integration pack for IT, completed data-protection answers for governance.',
    'Kept every committee member informed between meetings with short, relevant updates.',
  ],
  results: [
    { value: '118', label: 'Meetings with care leaders' },
    { value: '14', label: 'Pilots signed' },
    { value: '52%', label: 'Shorter sales cycle' },
  ],
  outcome: 'Nine of the fourteen pilots have become paid contracts, and MediBridge raised its next funding round on the strength of them.',
  quote: { text: 'Northstar understood that a hospital is not one buyer. They gave each person in the room what they needed to say yes.', name: 'Dr Amara Osei', role: 'Co-founder, MediBridge Health' },
  services: ['lead-nurturing', 'cold-calling', 'sales-enablement'],
  image: '/images/cases/healthcare.svg',
} satisfies CaseStory;
