import { useAccountText } from '../../i18n/en/account.ts';

/** Where a notification leads, as words for its link ('/user/support' -> 'Go to Support'). */
export function linkLabel(link: string, t = useAccountText.t): string {
  const path = link.split(/[?#]/)[0];
  if (link.includes('section=plans')) return t('notifications.links.plans');
  if (path === '/user') return t('notifications.links.overview');
  if (path === '/user/support') return t('notifications.links.support');
  if (path === '/payment') return t('notifications.links.payment');
  return t('notifications.links.other');
}

/** Only paths of this site are followed inside the app; anything else opens in a new tab. */
export function isInternalLink(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}
