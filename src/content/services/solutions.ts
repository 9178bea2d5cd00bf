import type { SolutionsGroupId } from './catalog';

/**
 * The Solutions page (/solutions): groups of service pages. Which services a group
 * shows, with their titles, descriptions and icons, comes from the catalog
 * (`solutions` field); this module holds only this page's copy.
 */
export interface SolutionGroup {
  id: SolutionsGroupId;
  eyebrow: string;
  title: string;
  intro: string;
}

export const solutionsPage = {
  tag: 'One growth engine',
  intro:
    'Most pipelines stall where one supplier hands over to the next. Our solutions join the website, the marketing and the outbound team under one plan, so every visitor, reply and call feeds the same pipeline.',
  heroCta: 'Build my growth plan',
  groups: [
    {
      id: 'presence',
      eyebrow: 'Attract',
      title: 'Build a presence buyers trust',
      intro: 'A brand, website and marketing programme that make serious buyers come to you.',
    },
    {
      id: 'pipeline',
      eyebrow: 'Engage',
      title: 'Fill the pipeline, week after week',
      intro: 'Outbound and nurturing services that turn the right names into booked meetings.',
    },
  ] satisfies SolutionGroup[],
  banner: {
    title: 'Not sure where to start?',
    text: 'Tell us where your pipeline leaks today and we will recommend the two or three services that will fix it fastest.',
    cta: 'Get a recommendation',
  },
};
