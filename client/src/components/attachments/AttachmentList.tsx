import { Anchor, Group, Text, VisuallyHidden } from '@mantine/core';
import type { TicketAttachment } from '@nimbus/shared/ticket-attachments';
import { IconFileTypePdf } from '@tabler/icons-react';
import { sizeText } from './size-text.ts';
import { useCommonText } from '../../i18n/en/common.ts';
import classes from './Attachments.module.css';

/**
 * A message's files in the thread: images as thumbnails that open full size in a new tab, PDFs
 * as a chip that downloads the file (never handed to the browser's viewer in the app's tab).
 */
export function AttachmentList({ attachments }: { attachments: TicketAttachment[] }) {
  const { t } = useCommonText();
  if (attachments.length === 0) return null;
  return (
    <Group gap="xs" mt="xs" component="ul" className={classes.list} aria-label={t('attachments.list')}>
      {attachments.map((file) => (
        <li key={file.id}>
          {file.mime === 'application/pdf' ? (
            <Anchor href={file.url} download={file.name} className={classes.pdf} underline="never">
              <VisuallyHidden>{t('attachments.downloadPdf')} </VisuallyHidden>
              <IconFileTypePdf size={20} aria-hidden />
              <Text size="xs" fw={600} truncate component="span" className={classes.pdfName}>
                {file.name}
              </Text>
              <Text size="xs" c="dimmed" component="span">
                {sizeText(file.size)}
              </Text>
            </Anchor>
          ) : (
            <a
              href={file.url}
              target="_blank"
              rel="noopener noreferrer"
              className={classes.thumbLink}
              aria-label={t('attachments.openImage', { name: file.name, size: sizeText(file.size) })}
            >
              <img src={file.url} alt={file.name} loading="lazy" className={classes.thumb} />
            </a>
          )}
        </li>
      ))}
    </Group>
  );
}
