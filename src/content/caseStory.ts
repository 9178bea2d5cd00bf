/**
 * The full story behind a case-study page (client, challenge, approach, results, quote): one
 * file per page in ./caseStories/<slug>.ts, loaded with that page only.
 */
export interface CaseStory {
  title: string;
  client: string;
  /** One sentence with the headline figure: the page's meta description. */
  description: string;
  industry: string;
  /** Where the programme ran and for how long, in one line. */
  engagement: string;
  challenge: readonly string[];
  approach: readonly string[];
  results: readonly { value: string; label: string }[];
  outcome: string;
  quote: { text: string; name: string; role: string };
  /** Service pages this programme used (slugs under /services/). */
  services: readonly string[];
  image: string;
}
