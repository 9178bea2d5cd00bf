/** Demo admin-area users (sample data only); every role appears once. */
export type UserRole = 'Administrator' | 'Editor' | 'Author' | 'Contributor' | 'Subscriber';
export type UserStatus = 'Active' | 'Inactive';

export interface DemoUser {
  id: number;
  name: string;
  email: string;
  role: UserRole;
  status: UserStatus;
  lastActive: string;
}

export const userRoles: readonly UserRole[] = ['Administrator', 'Editor', 'Author', 'Contributor', 'Subscriber'];
export const userStatuses: readonly UserStatus[] = ['Active', 'Inactive'];

export const demoUsers: readonly DemoUser[] = [
  { id: 1, name: 'Olivia Bennett', email: 'olivia.bennett@northstargrowth.com', role: 'Administrator', status: 'Active', lastActive: '5 minutes ago' },
  { id: 2, name: 'Marcus Hale', email: 'marcus.hale@northstargrowth.com', role: 'Editor', status: 'Active', lastActive: '2 hours ago' },
  { id: 3, name: 'Priya Raman', email: 'priya.raman@northstargrowth.com', role: 'Author', status: 'Active', lastActive: 'Yesterday' },
  { id: 4, name: 'Daniel Cho', email: 'daniel.cho@northstargrowth.com', role: 'Contributor', status: 'Active', lastActive: '3 days ago' },
  { id: 5, name: 'Sofia Marques', email: 'sofia.marques@northstargrowth.com', role: 'Subscriber', status: 'Inactive', lastActive: '2 weeks ago' },
];
