/** Where a notification leads, as words for its link ('/user/support' -> 'Go to Support'). */
export function linkLabel(link: string): string {
  const path = link.split(/[?#]/)[0];
  if (link.includes('section=plans')) return 'See the plans';
  if (path === '/user') return 'Go to your dashboard';
  if (path === '/user/support') return 'Go to Support';
  if (path === '/payment') return 'Go to payment';
  return 'Open';
}

/** Only paths of this site are followed inside the app; anything else opens in a new tab. */
export function isInternalLink(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}
