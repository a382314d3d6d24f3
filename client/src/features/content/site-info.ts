import { site } from '../../lib/site.ts';

export type SiteInfo = {
  brandName: string;
  supportEmail: string;
  messagingAppUrl: string;
  messagingAppName: string;
};

/**
 * Brand and support contacts for the static pages. DESIGN.md moves them into the public
 * settings API; when that query exists, only this hook changes (read it, fall back to these
 * values while it loads). It is a hook already so the pages need not change then.
 */
export function useSiteInfo(): SiteInfo {
  return site;
}
