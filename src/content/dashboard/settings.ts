/**
 * The demo site settings: every field of the four Settings tabs, as data. The form, the
 * validation and the backup all read these definitions, so a new field is one entry here.
 */
export interface SiteSettings {
  siteName: string;
  siteDescription: string;
  adminEmail: string;
  dateFormat: 'long' | 'day-first' | 'iso';
  tableDensity: 'comfortable' | 'compact';
  crmWebhookUrl: string;
  analyticsId: string;
  newsletterSender: string;
  sessionTimeoutMinutes: number;
  minPasswordLength: number;
  requireTwoFactor: boolean;
}

export const defaultSiteSettings: SiteSettings = {
  siteName: 'Northstar Growth',
  siteDescription: 'B2B lead generation, sales development and web development for technology companies.',
  adminEmail: 'admin@northstargrowth.com',
  dateFormat: 'long',
  tableDensity: 'comfortable',
  crmWebhookUrl: '',
  analyticsId: '',
  newsletterSender: '',
  sessionTimeoutMinutes: 60,
  minPasswordLength: 12,
  requireTwoFactor: false,
};

export type SettingsTabValue = 'general' | 'appearance' | 'integrations' | 'security';

interface FieldBase {
  name: keyof SiteSettings;
  label: string;
  hint?: string;
}
export type SettingsField = FieldBase &
  (
    | { type: 'text' | 'email' | 'url'; required?: boolean; maxLength: number; pattern?: { source: string; message: string } }
    | { type: 'textarea'; required?: boolean; maxLength: number }
    | { type: 'select'; options: readonly { value: string; label: string }[] }
    | { type: 'number'; min: number; max: number; unit: string }
    | { type: 'checkbox' }
  );

export interface SettingsSection {
  value: SettingsTabValue;
  label: string;
  icon: string;
  heading: string;
  intro: string;
  fields: readonly SettingsField[];
}

export const settingsSections: readonly SettingsSection[] = [
  {
    value: 'general',
    label: 'General',
    icon: 'i-lucide-settings',
    heading: 'General settings',
    intro: 'The name, description and contact address of the site.',
    fields: [
      { name: 'siteName', label: 'Site Name', type: 'text', required: true, maxLength: 80 },
      { name: 'siteDescription', label: 'Site Description', type: 'textarea', maxLength: 300, hint: 'Up to 300 characters.' },
      { name: 'adminEmail', label: 'Admin Email', type: 'email', required: true, maxLength: 254 },
    ],
  },
  {
    value: 'appearance',
    label: 'Appearance',
    icon: 'i-lucide-palette',
    heading: 'Appearance',
    intro: 'How dates and tables look across the admin area.',
    fields: [
      {
        name: 'dateFormat',
        label: 'Date format',
        type: 'select',
        options: [
          { value: 'long', label: 'May 14, 2025' },
          { value: 'day-first', label: '14 May 2025' },
          { value: 'iso', label: '2025-05-14' },
        ],
      },
      {
        name: 'tableDensity',
        label: 'Table density',
        type: 'select',
        options: [
          { value: 'comfortable', label: 'Comfortable' },
          { value: 'compact', label: 'Compact' },
        ],
      },
    ],
  },
  {
    value: 'integrations',
    label: 'Integrations',
    icon: 'i-lucide-plug',
    heading: 'Integrations',
    intro: 'Where new leads are forwarded and which services the site reports to. Leave a field empty to turn it off.',
    fields: [
      { name: 'crmWebhookUrl', label: 'CRM webhook URL', type: 'url', maxLength: 500, hint: 'An https:// address that receives each new lead.', pattern: { source: '^$|^https://[^\\s]+$', message: 'Enter an address that starts with https://.' } },
      { name: 'analyticsId', label: 'Analytics measurement ID', type: 'text', maxLength: 20, hint: 'For example G-ABC123XYZ.', pattern: { source: '^$|^G-[A-Z0-9]{4,16}$', message: 'Use the form G- followed by 4 to 16 capital letters or digits.' } },
      { name: 'newsletterSender', label: 'Newsletter sender email', type: 'email', maxLength: 254 },
    ],
  },
  {
    value: 'security',
    label: 'Security',
    icon: 'i-lucide-shield-check',
    heading: 'Security',
    intro: 'Sign-in rules for the people who use this admin area.',
    fields: [
      { name: 'sessionTimeoutMinutes', label: 'Session timeout', type: 'number', min: 5, max: 480, unit: 'minutes' },
      { name: 'minPasswordLength', label: 'Minimum password length', type: 'number', min: 8, max: 64, unit: 'characters' },
      { name: 'requireTwoFactor', label: 'Require two-step sign-in for every user', type: 'checkbox' },
    ],
  },
];
