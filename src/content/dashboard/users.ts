/** Demo admin-area users (sample data only); every role appears once. */
export type UserRole = 'Administrator' | 'Editor' | 'Author' | 'Contributor' | 'Subscriber';

export interface DemoUser {
  id: number;
  name: string;
  email: string;
  role: UserRole;
  lastActive: string;
}

export const userRoles: readonly UserRole[] = ['Administrator', 'Editor', 'Author', 'Contributor', 'Subscriber'];

export const demoUsers: readonly DemoUser[] = [
  { id: 1, name: 'Olivia Bennett', email: 'olivia.bennett@northstar.example', role: 'Administrator', lastActive: '5 minutes ago' },
  { id: 2, name: 'Marcus Hale', email: 'marcus.hale@northstar.example', role: 'Editor', lastActive: '2 hours ago' },
  { id: 3, name: 'Priya Raman', email: 'priya.raman@northstar.example', role: 'Author', lastActive: 'Yesterday' },
  { id: 4, name: 'Daniel Cho', email: 'daniel.cho@northstar.example', role: 'Contributor', lastActive: '3 days ago' },
  { id: 5, name: 'Sofia Marques', email: 'sofia.marques@northstar.example', role: 'Subscriber', lastActive: '2 weeks ago' },
];
