import type { layout } from '../../i18n/en/layout.ts';

/** The header's links (specification section 2); the plans link reads "Pricing" on mobile. */
export type HomeSection = 'home' | 'plans' | 'faqs';

/** A link's text: its key in the layout catalogue's `nav`. */
type NavLabel = Exclude<keyof typeof layout.nav, 'label'>;

export type NavItem =
  { label: NavLabel; mobileLabel?: NavLabel; section: HomeSection } | { label: NavLabel; mobileLabel?: NavLabel; to: '/channel-list' | '/guide' };

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'home', section: 'home' },
  { label: 'packages', mobileLabel: 'pricing', section: 'plans' },
  { label: 'faqs', section: 'faqs' },
  { label: 'channelList', to: '/channel-list' },
  { label: 'guide', to: '/guide' },
];

export function isHomePath(pathname: string): boolean {
  return pathname === '/' || pathname === '/home';
}
