/** The header's links (specification section 2); the plans link reads "Pricing" on mobile. */
export type HomeSection = 'home' | 'plans' | 'faqs';

export type NavItem = { label: string; mobileLabel?: string; section: HomeSection } | { label: string; mobileLabel?: string; to: '/channel-list' | '/guide' };

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home', section: 'home' },
  { label: 'Packages', mobileLabel: 'Pricing', section: 'plans' },
  { label: 'FAQs', section: 'faqs' },
  { label: 'Channel List', to: '/channel-list' },
  { label: "Beginner's Guide", to: '/guide' },
];

export function isHomePath(pathname: string): boolean {
  return pathname === '/' || pathname === '/home';
}
