import type { PublishStatus } from './posts';

/** Demo site pages shown in the admin area (sample data only). */
export interface DemoPage {
  id: number;
  title: string;
  status: PublishStatus;
  /** ISO date, YYYY-MM-DD. */
  lastModified: string;
}

export const demoPages: readonly DemoPage[] = [
  { id: 1, title: 'Home', status: 'Published', lastModified: '2025-05-16' },
  { id: 2, title: 'About Us', status: 'Published', lastModified: '2025-05-09' },
  { id: 3, title: 'Services', status: 'Published', lastModified: '2025-05-06' },
  { id: 4, title: 'Case Studies', status: 'Published', lastModified: '2025-04-29' },
  { id: 5, title: 'Careers', status: 'Draft', lastModified: '2025-04-22' },
  { id: 6, title: 'Partner Programme', status: 'Draft', lastModified: '2025-04-11' },
];
