import { useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useCommonText } from '../../i18n/en/common.ts';
import { deepestTitle, documentTitle, type PageTitle } from '../../lib/page-title.ts';
import { useSiteSettings } from '../../lib/site-settings.ts';

/**
 * Sets the tab's title from the deepest route's `head` title and the brand. Not HeadContent:
 * the brand comes from the settings query and changes without a navigation, and HeadContent
 * would render the route's label alone.
 */
export function DocumentTitle() {
  const { t } = useCommonText();
  const title = useMatches({ select: (matches) => deepestTitle(matches) as PageTitle | undefined });
  const label = title && t(`pageTitles.${title}`);
  const { brandName } = useSiteSettings();
  useEffect(() => {
    document.title = documentTitle(label, brandName);
  }, [label, brandName]);
  return null;
}
