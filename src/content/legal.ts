import type { LegalPath } from './pageSlugs';

/**
 * Privacy, terms and cookie pages. The text describes what this site really stores and sends;
 * change it together with the code whenever that changes (cookies, storage, the lead API).
 * Loaded with the legal page (the route table knows only the paths, pageSlugs.ts).
 */
export interface LegalPage {
  path: LegalPath;
  title: string;
  description: string;
  /** ISO date of the last change to the text. */
  updated: string;
  intro: string;
}

export const legalPages: readonly LegalPage[] = [
  {
    path: '/privacy',
    title: 'Privacy Policy',
    description: 'What Northstar Growth collects through this website, where it is stored, how long it is kept and how to have it removed.',
    updated: '2026-11-27',
    intro: 'This policy explains what happens to the information you give us through this website. We collect as little as we can and we do not sell it or share it with advertisers.',
  },
  {
    path: '/terms',
    title: 'Terms of Service',
    description: 'The terms for using the Northstar Growth website, its forms, its offline app and its demo dashboard.',
    updated: '2026-11-27',
    intro: 'These terms apply when you use this website, install it as an app or try the demo dashboard. Client programmes are covered by the separate agreement we sign with each client.',
  },
  {
    path: '/cookies',
    title: 'Cookie Policy',
    description: 'The one cookie and the browser storage this website uses, what each is for and how long it lasts. No tracking cookies.',
    updated: '2026-12-02',
    intro: 'This site uses one cookie and a little browser storage, all of it to make the site work for you. There are no advertising, analytics or third-party cookies, so there is nothing to accept or decline.',
  },
];

export const legalPageFor = (path: string): LegalPage | undefined => legalPages.find((l) => l.path === path);
