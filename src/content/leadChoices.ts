import { serviceOptions } from './contactPages';
import { jobSlugs } from './pageSlugs';
import { serviceTitles } from './services/titles';

/** A proposal's services: the broad programmes, every service page by its slug (so /get-started?service=cold-calling works), then "Not sure yet". */
export const proposalServices: readonly { value: string; label: string }[] = (() => {
  const seen = new Set<string>();
  const pages = serviceTitles.map((s) => ({ value: s.slug, label: s.title }));
  const notSure = serviceOptions.filter((o) => o.value === 'not-sure');
  return [...serviceOptions.filter((o) => o.value !== 'not-sure'), ...pages, ...notSure].filter((o) => !seen.has(o.value) && seen.add(o.value));
})();

/** The only values a lead's service and job may take: the forms offer these, the lead API refuses others. */
export const leadChoices: { readonly service: ReadonlySet<string>; readonly job: ReadonlySet<string> } = {
  service: new Set(proposalServices.map((o) => o.value)),
  job: new Set<string>(jobSlugs),
};
