/** Default values of the demo site settings (edited locally, never saved). */
export interface SiteSettings {
  siteName: string;
  siteDescription: string;
  adminEmail: string;
}

export const defaultSiteSettings: SiteSettings = {
  siteName: 'Northstar Growth',
  siteDescription: 'B2B lead generation, sales development and web development for technology companies.',
  adminEmail: 'admin@northstar.example',
};

export interface SettingsSection {
  value: 'general' | 'appearance' | 'integrations' | 'security';
  label: string;
  icon: string;
  heading: string;
  intro: string;
}

export const settingsSections: readonly SettingsSection[] = [
  { value: 'general', label: 'General', icon: 'i-lucide-settings', heading: 'General settings', intro: 'The name, description and contact address of the site. Changes stay in this browser tab.' },
  { value: 'appearance', label: 'Appearance', icon: 'i-lucide-palette', heading: 'Appearance', intro: 'Theme colours, logo and typography will be managed here. This area is a placeholder in the demo.' },
  { value: 'integrations', label: 'Integrations', icon: 'i-lucide-plug', heading: 'Integrations', intro: 'Connections to your CRM, email platform and analytics will appear here. This area is a placeholder in the demo.' },
  { value: 'security', label: 'Security', icon: 'i-lucide-shield-check', heading: 'Security', intro: 'Password rules, two-step sign-in and session limits will be set here. This area is a placeholder in the demo.' },
];
