/**
 * The "Watch Demo" walkthrough on the home page: a short guided tour of the admin dashboard,
 * one step per screen, ending with a link into /dashboard. Pictures are our own SVG drawings.
 */
export type DemoPicture = 'overview' | 'content' | 'leads' | 'offline' | 'start';

export interface DemoStep {
  title: string;
  text: string;
  picture: DemoPicture;
  /** Words read out for the drawing. */
  pictureLabel: string;
}

export const demoTour = {
  title: 'A quick tour of the Northstar dashboard',
  steps: [
    {
      title: 'Your pipeline at a glance',
      text: 'The overview opens on the four numbers a growth team checks first: visitors, new leads, published posts and open inquiries, with a chart for each view.',
      picture: 'overview',
      pictureLabel: 'Four figure cards: 2,350 visitors, 124 new leads, 38 published posts, 27 inquiries.',
    },
    {
      title: 'Posts, pages and people in one place',
      text: 'Sortable tables list every post, page and user with its status. Search, filter and page through them; the view you set up stays in the address bar, ready to share.',
      picture: 'content',
      pictureLabel: 'A table of posts with Published and Draft badges.',
    },
    {
      title: 'Every lead, kept safe',
      text: 'A message or proposal request sent without a connection waits in this device’s outbox and goes out by itself, once, as soon as the network returns. The Leads section shows what is still waiting or was refused, and lets you discard it.',
      picture: 'leads',
      pictureLabel: 'A contact form whose message waits in an outbox and is then delivered.',
    },
    {
      title: 'Works on a plane',
      text: 'Install the app and the whole site and dashboard open offline. Edits are stored on this device, so a demo in a meeting room with no signal still works.',
      picture: 'offline',
      pictureLabel: 'A laptop showing the dashboard with a “Ready offline” badge.',
    },
    {
      title: 'Try it yourself',
      text: 'The dashboard is filled with sample data, so nothing you change affects a real account. Open it and click around; on a keyboard, Ctrl or Cmd + B folds the sidebar.',
      picture: 'start',
      pictureLabel: 'The dashboard sidebar with its seven sections.',
    },
  ] satisfies DemoStep[],
  next: 'Next',
  back: 'Back',
  close: 'Close',
  finish: 'Open the dashboard',
  finishHref: '/dashboard',
} as const;
