/**
 * The brand's profiles on other sites: the only other-origin URLs in the source. They are
 * plain outbound links (rel="noopener noreferrer"); nothing is ever loaded from them.
 */
export const socialProfiles = [
  { label: 'Northstar Growth on LinkedIn', href: 'https://www.linkedin.com/company/northstar-growth', icon: 'i-lucide-linkedin' },
  { label: 'Northstar Growth on X (Twitter)', href: 'https://x.com/northstargrowth', icon: 'i-lucide-twitter' },
  { label: 'Northstar Growth on Facebook', href: 'https://www.facebook.com/northstargrowth', icon: 'i-lucide-facebook' },
  { label: 'Northstar Growth on Instagram', href: 'https://www.instagram.com/northstargrowth', icon: 'i-lucide-instagram' },
] as const;
