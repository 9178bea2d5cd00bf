import { signal } from '@preact/signals-react';
import { defaultSiteSettings } from '../../content/dashboard/settings';

/** Site settings edited on the Settings screen: held locally, never saved or sent. */
export const siteName = signal(defaultSiteSettings.siteName);
export const siteDescription = signal(defaultSiteSettings.siteDescription);
export const adminEmail = signal(defaultSiteSettings.adminEmail);

export function resetSettings(): void {
  siteName.value = defaultSiteSettings.siteName;
  siteDescription.value = defaultSiteSettings.siteDescription;
  adminEmail.value = defaultSiteSettings.adminEmail;
}
