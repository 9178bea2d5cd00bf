/** Demo blog posts shown in the admin area (sample data only). */
export type PublishStatus = 'Published' | 'Draft';

export interface DemoPost {
  id: number;
  title: string;
  status: PublishStatus;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  author: string;
}

export const demoPosts: readonly DemoPost[] = [
  { id: 1, title: 'Five Signals a SaaS Account Is Ready to Buy', status: 'Published', date: '2025-05-14', author: 'Priya Raman' },
  { id: 2, title: 'Cold Email Deliverability: A Quarterly Checklist', status: 'Published', date: '2025-05-02', author: 'Marcus Hale' },
  { id: 3, title: 'How We Onboard an SDR Team in Ten Days', status: 'Draft', date: '2025-04-27', author: 'Lena Okafor' },
  { id: 4, title: 'Account-Based Marketing for Security Vendors', status: 'Published', date: '2025-04-15', author: 'Priya Raman' },
  { id: 5, title: 'Writing Call Scripts That Sound Human', status: 'Draft', date: '2025-04-03', author: 'Daniel Cho' },
];
