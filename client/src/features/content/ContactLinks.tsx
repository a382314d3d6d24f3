import { Anchor, VisuallyHidden } from '@mantine/core';
import type { SiteInfo } from './site-info.ts';

/** The support e-mail and the messaging-app link, each when set: a list inside a section's text. */
export function ContactLinks({ site }: { site: SiteInfo }) {
  if (!site.supportEmail && !site.messagingAppUrl) return <p>Signed-in customers reach us through the support page.</p>;
  return (
    <ul>
      {site.supportEmail && (
        <li>
          E-mail:{' '}
          <Anchor href={`mailto:${site.supportEmail}`} inherit>
            {site.supportEmail}
          </Anchor>
        </li>
      )}
      {site.messagingAppUrl && (
        <li>
          {site.messagingAppName}:{' '}
          <Anchor href={site.messagingAppUrl} target="_blank" rel="noopener noreferrer" inherit>
            {site.messagingAppUrl.replace(/^https?:\/\//, '').replace(/\/$/, '')}
            <VisuallyHidden component="span"> (opens in a new tab)</VisuallyHidden>
          </Anchor>
        </li>
      )}
    </ul>
  );
}
