import { type Body, link, p, section, ul } from './blocks';

const PRIVACY_EMAIL = 'privacy@northstargrowth.com';

/** The text of each legal page (see legal.ts); loaded with the legal page only. */
export const legalBodies: Readonly<Record<string, Body>> = {
  '/privacy': [
    section(
      'Who we are',
      p(`Northstar Growth, 350 Hudson Street, 9th Floor, New York, NY 10014, United States, runs this website and decides how the information sent through it is used. Questions about privacy go to ${PRIVACY_EMAIL}.`),
    ),
    section(
      'What we collect',
      p('We only receive what you type into one of our forms and send:'),
      ul(
        'Contact form: your name, email address, company and message.',
        'Proposal request: your contact details, company, the services you are interested in and what you tell us about your goals.',
        'Newsletter: your email address.',
        'Job applications: your name, contact details, the role, your links and what you write about yourself.',
      ),
      p('We run no advertising or third-party tracking scripts, and this site loads nothing from other companies\' servers: no fonts, no images, no scripts. Our server keeps the usual technical logs (time, requested page, status) to keep the service running; it does not build profiles from them.'),
    ),
    section(
      'How we count visits',
      p('To see which pages help and how fast they load for you, the site measures itself on our own server. No cookie is set and nothing is saved on your device for it. When you leave or hide a page, your browser sends one short message with:'),
      ul(
        'the pages you viewed here and how long each was on screen;',
        'the site that linked to us (its name only, never the page or search) or a campaign tag in the link (utm_source);',
        'your browser\'s language, which we keep as two or three letters ("en", "de");',
        'how fast the first page loaded and responded (Core Web Vitals: LCP, INP, CLS, FCP, TTFB);',
        'that a form was sent, if you sent one (not what you wrote: that goes only with the form itself).',
      ),
      p('From the request our server works out the kind of device (phone, tablet or computer) and counts you once a day by mixing your network address and browser name with a random value that changes every day and is deleted at the end of that day. Neither your address nor your browser name is stored, and the counts of one day cannot be linked to the next, so nobody, us included, can follow you from day to day or across sites. We never collect names, email addresses, precise location, screen size, installed fonts or any other detail that could fingerprint your device, and we never share or sell these counts.'),
      p('Detailed records are deleted after 30 days; only daily totals (views, visitors, pages, sources, device types, languages, speed) are kept. Automated visitors that say they are bots are not counted. If your browser sends Global Privacy Control or Do Not Track, nothing is sent at all. Pages you visit offline are counted only if the page is still open when you are back online.'),
    ),
    section(
      'Forms keep working offline',
      p('When you send a form without a connection, your browser keeps the message in an outbox in its local storage (IndexedDB) on your device and sends it as soon as you are back online. Until then it stays only on your device. Once our server has confirmed receipt, the copy in the outbox is removed.'),
    ),
    section(
      'Where your information is stored',
      p('Messages that reach us are stored in a database (SQLite) on our own server, beside this website. Only Northstar Growth staff who answer enquiries, prepare proposals or review applications can read them.'),
    ),
    section(
      'How long we keep it',
      ul(
        'Enquiries and proposal requests: up to two years after our last conversation, unless you become a client.',
        'Newsletter addresses: until you unsubscribe.',
        'Applications: up to twelve months after the role is filled, unless you ask us to keep them longer.',
      ),
    ),
    section(
      'Your rights',
      p(`You can ask us for a copy of what we hold about you, ask us to correct it or to delete it, and object to how we use it. Write to ${PRIVACY_EMAIL} and we will answer within 30 days. You can also complain to the data-protection authority where you live.`),
    ),
    section(
      'The demo dashboard',
      p('The admin dashboard at /dashboard is a demo. Everything you change there (posts, pages, users, settings) is saved in your browser\'s local storage (IndexedDB) on your device only and is never sent to us. Clearing your browser\'s site data removes it.'),
    ),
  ],
  '/terms': [
    section(
      'Using the website',
      p('You may read, share and link to any page of this website. Please do not try to disrupt it, overload its forms or use them to send anything other than a genuine message to us.'),
    ),
    section(
      'What you send us',
      p('When you send a form you confirm that the details are yours, or that you have permission to share them, and that they are accurate. We use them only as described in our Privacy Policy.'),
      link('Read the Privacy Policy', '/privacy'),
      ul(
        'Forms check what you type before sending and tell you clearly what needs fixing.',
        'A message is only shown as sent once our server has confirmed it; until then it waits in your device\'s outbox.',
      ),
    ),
    section(
      'Offline use and the installed app',
      p('After your first visit, your browser keeps a copy of the site (the service worker cache) so pages open without a connection. Offline pages show the content of the version you last loaded; the site offers an update when a newer version is available.'),
    ),
    section(
      'The demo dashboard',
      p('The dashboard is a demonstration with sample data. Changes you make there stay on your device and may be lost if you clear your browser data. Do not use it to store anything you cannot afford to lose.'),
    ),
    section(
      'Content and results',
      p('Articles, case studies and figures on this site describe past work and general experience. They are not a promise of results for your business; the results a programme aims for are agreed in writing before it starts.'),
    ),
    section(
      'Changes and contact',
      p('We may update these terms when the site changes; the date at the top shows the latest version. Questions go to hello@northstargrowth.com.'),
    ),
  ],
  '/cookies': [
    section(
      'The cookie',
      ul(
        'sidebar:state: remembers whether you expanded or collapsed the sidebar of the demo dashboard. It holds only true or false, is set when you toggle the sidebar, and expires after 7 days.',
      ),
    ),
    section(
      'Storage on your device',
      p('Besides the cookie, your browser keeps a few things for this site on your device. None of it is sent to us unless stated.'),
      ul(
        'Theme preference (local storage): whether you chose the light or dark theme, so the site opens in it next time.',
        'Form drafts (session storage): what you have typed into a form on the site or in the demo dashboard and not yet sent or saved, so a reload or a step back does not empty it. It is kept for that browser tab only, cleared once the form is sent or saved, and deleted by the browser when you close the tab.',
        'Lead outbox (IndexedDB): forms you send while offline wait here until they are delivered to our server, then they are removed. A one-word note in local storage says whether any are waiting.',
        'Dashboard data (IndexedDB): your edits in the demo dashboard, kept on this device only.',
        'Service worker cache: a copy of the site\'s pages, styles, scripts and images so it opens offline and loads quickly. It is replaced when the site is updated.',
      ),
    ),
    section(
      'Removing it',
      p('You can delete the cookie and all of the storage above at any time in your browser\'s settings, usually under "site data" for this address. The site keeps working; it simply forgets your preferences, any unsent forms and your dashboard edits.'),
    ),
    section(
      'Third parties',
      p('None. The site loads no resources from other origins and shares nothing with advertisers or analytics providers. Links to our social media profiles open those sites in the normal way; what they store is governed by their own policies.'),
    ),
  ],
};
