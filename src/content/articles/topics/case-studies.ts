import type { Article } from '../blog';

/** The case-studies articles (besides the featured one), newest first. */
const list: readonly Article[] = [
  {
    id: 'vaultline-story',
    title: 'How Vaultline Opened 40 Enterprise Accounts in One Quarter',
    category: 'account-based-marketing',
    topic: 'case-studies',
    date: '2025-02-27',
    author: 'James Whitfield',
    excerpt: 'A behind-the-scenes look at the research, sequencing and calling that reached security leaders at scale.',
    readTime: '2 min read',
    image: '/images/blog/vaultline.svg',
  },
  {
    id: 'orbitstack-replies',
    title: 'From 1% to 9% Reply Rates: The OrbitStack Rebuild',
    category: 'email-marketing',
    topic: 'case-studies',
    date: '2025-02-10',
    author: 'Elena Torres',
    excerpt: 'What we changed in targeting, copy and follow-up timing when a DevOps start-up asked us to fix its outbound.',
    readTime: '2 min read',
    image: '/images/blog/orbitstack.svg',
  },
  {
    id: 'medibridge-hospital-meetings',
    title: 'Inside MediBridge’s 118 Meetings With Hospital Buyers',
    category: 'lead-generation',
    topic: 'case-studies',
    date: '2024-11-18',
    author: 'Elena Torres',
    excerpt: 'How committee maps and role-specific material helped a health-tech start-up sign fourteen hospital pilots.',
    readTime: '1 min read',
    image: '/images/blog/medibridge.svg',
  },
  {
    id: 'helix-ledger-abm',
    title: 'Helix Ledger: Account-Based Marketing for Finance Buyers',
    category: 'account-based-marketing',
    topic: 'case-studies',
    date: '2024-10-21',
    author: 'James Whitfield',
    excerpt: 'Why numbers beat adjectives with controllers, and how a tiered account plan produced $9.8M in pipeline.',
    readTime: '2 min read',
    image: '/images/blog/helix.svg',
  },
];

export default list;
