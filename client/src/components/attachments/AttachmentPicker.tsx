import { ActionIcon, Button, FileButton, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { ATTACHMENT_MIME_TYPES, attachmentMessages, TICKET_ATTACHMENTS_MAX } from '@nimbus/shared/ticket-attachments';
import { IconFileTypePdf, IconPaperclip, IconX } from '@tabler/icons-react';
import { useId, useRef } from 'react';
import { sizeText } from './size-text.ts';
import { useCommonText } from '../../i18n/en/common.ts';
import { tm } from '../../i18n/messages.ts';
import classes from './Attachments.module.css';
import type { Attachments } from './useAttachments.ts';

/** "Attach files" for a message: up to 3 PNG, JPG or PDF files, each checked and uploaded when picked. */
export function AttachmentPicker({ attachments, disabled }: { attachments: Attachments; disabled?: boolean }) {
  const { t } = useCommonText();
  const hintId = useId();
  const errorId = useId();
  const full = attachments.files.length >= TICKET_ATTACHMENTS_MAX;
  // Emptied after each pick, so a file removed and picked again is taken again.
  const resetRef = useRef<() => void>(null);
  return (
    <Stack gap={6}>
      <Group gap="sm" wrap="wrap">
        <FileButton
          resetRef={resetRef}
          onChange={(files) => {
            void attachments.add(files);
            resetRef.current?.();
          }}
          accept={ATTACHMENT_MIME_TYPES.join(',')}
          multiple
          disabled={disabled || full}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              leftSection={<IconPaperclip size={16} aria-hidden />}
              disabled={disabled || full}
              aria-describedby={attachments.error ? `${hintId} ${errorId}` : hintId}
            >
              {t('attachments.attach')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed" id={hintId}>
          {tm(attachmentMessages.hint)}
        </Text>
      </Group>
      {attachments.files.length > 0 && (
        <Group gap="xs" component="ul" className={classes.picked} aria-label={t('attachments.picked')}>
          {attachments.files.map((file) => (
            <Paper component="li" key={file.key} withBorder radius="sm" p={4} pr={6} className={classes.chip}>
              <Group gap={6} wrap="nowrap">
                {file.preview ? (
                  <img src={file.preview} alt="" className={classes.chipThumb} />
                ) : (
                  <IconFileTypePdf size={22} aria-hidden className={classes.chipIcon} />
                )}
                <div className={classes.chipText}>
                  <Text size="xs" fw={600} truncate>
                    {file.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {file.id === null ? t('attachments.uploading') : sizeText(file.size)}
                  </Text>
                </div>
                {file.id === null ? (
                  <Loader size={14} aria-label={t('attachments.uploadingFile', { name: file.name })} />
                ) : (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="sm"
                    onClick={() => attachments.remove(file.key)}
                    aria-label={t('attachments.remove', { name: file.name })}
                    disabled={disabled}
                  >
                    <IconX size={14} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            </Paper>
          ))}
        </Group>
      )}
      {attachments.error && (
        <Text size="xs" c="red.8" id={errorId} role="alert">
          {attachments.error}
        </Text>
      )}
    </Stack>
  );
}
