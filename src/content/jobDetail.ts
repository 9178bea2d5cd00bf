/**
 * What a job page says beyond the listing: one file per job in ./jobDetails/<id>.ts, loaded
 * with that page only. Benefits are the same for every role (jobBenefits.ts).
 */
export interface JobDetail {
  summary: string;
  responsibilities: readonly string[];
  requirements: readonly string[];
  /** Hours and time zones the role works in. */
  schedule: string;
}
