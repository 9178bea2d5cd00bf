import type { LeadKind } from './limits';
import type { LeadField } from './validation';

/** How the dashboard names each form a lead came from. */
export const LEAD_KIND_LABELS: Record<LeadKind, string> = { contact: 'Contact', proposal: 'Proposal', newsletter: 'Newsletter', application: 'Application' };

/** A lead's fields as the dashboard lists them, in form order. */
export const LEAD_FIELD_LABELS: readonly (readonly [LeadField, string])[] = [
  ['name', 'Name'],
  ['email', 'Email'],
  ['company', 'Company'],
  ['service', 'Service'],
  ['job', 'Job'],
  ['link', 'Link'],
  ['message', 'Message'],
];
