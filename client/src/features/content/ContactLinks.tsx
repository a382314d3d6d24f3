import { Anchor, VisuallyHidden } from '@mantine/core';
import type { SiteInfo } from './site-info.ts';

/** The support e-mail and, when one is set, the messaging-app link: a list inside a section's text. */
export function ContactLinks({ site }: { site: SiteInfo }) {
  return (
    <ul>
      <li>
        E-mail:{' '}
        <Anchor href={`mailto:${site.supportEmail}`} inherit>
          {site.supportEmail}
        </Anchor>
      </li>
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
