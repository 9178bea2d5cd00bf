import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';

export interface ExportedLead {
  id: string;
  kind: string;
  email: string;
  name?: string;
  company?: string;
  message?: string;
  service?: string;
  job?: string;
  link?: string;
}

/** What `npm run leads -- export --format json` prints for a lead database. */
export function exportLeads(dataDir = process.env.E2E_DATA_DIR!): ExportedLead[] {
  const out = execFileSync(process.execPath, ['scripts/leads.mjs', 'export', '--format', 'json'], { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
  return JSON.parse(out) as ExportedLead[];
}

/** A unique address, so each test finds its own leads in the shared database. */
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

export async function fillContact(page: Page, email: string, root = page.getByRole('form', { name: /contact form|proposal request/i })) {
  await root.getByLabel('Full Name').fill('Ada Lovelace');
  await root.getByLabel('Email Address').fill(email);
  await root.getByLabel('Company Name').fill('Engines Ltd');
  await root.getByLabel('How Can We Help?').fill('We need more qualified meetings. 🚀');
}
