import { Anchor, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useContentText } from '../../i18n/en/content.ts';

/** A link that opens in a new tab, and says so to screen readers. */
export function NewTabLink({ href, children }: { href: string; children?: ReactNode }) {
  const { t } = useContentText();
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" inherit>
      {children}
      <VisuallyHidden component="span"> {t('opensInNewTab')}</VisuallyHidden>
    </Anchor>
  );
}
