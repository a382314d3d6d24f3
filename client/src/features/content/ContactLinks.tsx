import { Anchor } from '@mantine/core';
import { useContentText } from '../../i18n/en/content.ts';
import { displayLink } from '../../lib/site-settings.ts';
import { NewTabLink } from './NewTabLink.tsx';
import type { SiteInfo } from './site-info.ts';

/** The support e-mail and the messaging-app link, each when set: a list inside a section's text. */
export function ContactLinks({ site }: { site: SiteInfo }) {
  const { t } = useContentText();
  if (!site.supportEmail && !site.messagingAppUrl) return <p>{t('contact.supportPageOnly')}</p>;
  return (
    <ul>
      {site.supportEmail && (
        <li>
          {t('contact.email')}{' '}
          <Anchor href={`mailto:${site.supportEmail}`} inherit>
            {site.supportEmail}
          </Anchor>
        </li>
      )}
      {site.messagingAppUrl && (
        <li>
          {site.messagingAppName}: <NewTabLink href={site.messagingAppUrl}>{displayLink(site.messagingAppUrl)}</NewTabLink>
        </li>
      )}
    </ul>
  );
}
