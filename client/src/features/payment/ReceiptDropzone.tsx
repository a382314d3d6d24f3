import '@mantine/dropzone/styles.css';
import { Button, Group, Image, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { RECEIPT_MIME_TYPES } from '@nimbus/shared/constants';
import type { PaymentMethod } from '@nimbus/shared/enums';
import { detectReceiptMime, paymentMessages, receiptMissingMessages, receiptProblem } from '@nimbus/shared/payments';
import { IconFileTypePdf, IconPhoto, IconPhotoUp, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { LOCALES } from '@nimbus/shared/i18n';
import { currentLanguage } from '../../i18n/i18n.ts';
import { usePaymentText } from '../../i18n/en/payment.ts';
import { tm } from '../../i18n/messages.ts';
import { showAlert } from '../../lib/alerts.tsx';

type Props = {
  method: PaymentMethod;
  /** The order reference this receipt pays for (ADR 038), once reserved. */
  reference: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
  /** A submit was attempted: a missing receipt now shows its message. */
  attempted: boolean;
  disabled?: boolean;
};

function sizeText(bytes: number): string {
  const t = usePaymentText.t;
  if (bytes < 1024 * 1024) return t('receipt.kilobytes', { size: Math.max(1, Math.round(bytes / 1024)) });
  const megabytes = new Intl.NumberFormat(LOCALES[currentLanguage()], { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false });
  return t('receipt.megabytes', { size: megabytes.format(bytes / (1024 * 1024)) });
}

/** Checks a chosen file as the server will (size, then real type by its first bytes). */
async function fileProblem(file: File, method: PaymentMethod): Promise<string | null> {
  const problem = receiptProblem(file, method);
  if (problem) return problem;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return detectReceiptMime(head) ? null : paymentMessages.receiptType;
}

/** The receipt of one payment tab: drop or pick a file, see it, remove it. */
export function ReceiptDropzone({ method, reference, file, onChange, attempted, disabled }: Props) {
  const { t } = usePaymentText();
  const openRef = useRef<() => void>(null);
  const hintId = useId();
  const errorId = useId();
  const missing = attempted && !file ? receiptMissingMessages[method] : null;

  const accept = async (files: File[]) => {
    const chosen = files[0];
    if (!chosen) return;
    const problem = await fileProblem(chosen, method);
    if (problem) {
      await showAlert({ title: 'Error!', message: problem });
      return;
    }
    onChange(chosen);
  };

  const reject = (rejections: FileRejection[]) => {
    const codes = rejections.flatMap((rejection) => rejection.errors.map((error) => error.code));
    const message = codes.includes('too-many-files') ? t('receipt.oneFile') : paymentMessages.receiptType;
    void showAlert({ title: 'Error!', message });
  };

  return (
    <Stack gap={6}>
      <Text fw={700} component="h3" fz="md">
        {reference ? t('receipt.titleForOrder', { reference }) : t('receipt.title')}
      </Text>
      {file ? (
        <ReceiptPreview file={file} onRemove={() => onChange(null)} disabled={disabled} />
      ) : (
        <Dropzone
          onDrop={(files) => void accept(files)}
          onReject={reject}
          accept={[...RECEIPT_MIME_TYPES]}
          multiple={false}
          disabled={disabled}
          openRef={openRef}
          // The zone takes mouse clicks and drops; keyboard and screen-reader users get the button.
          activateOnKeyboard={false}
          style={missing ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
          radius="md"
        >
          <Stack align="center" gap="xs" mih={140} justify="center" ta="center">
            <Dropzone.Accept>
              <IconUpload size={40} color="var(--mantine-color-nimbus-6)" aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={40} color="var(--mantine-color-red-6)" aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhotoUp size={40} color="var(--mantine-color-dimmed)" aria-hidden />
            </Dropzone.Idle>
            <Text fw={600}>{t('receipt.drop')}</Text>
            <Text size="sm" c="dimmed" id={hintId}>
              {tm(paymentMessages.receiptHint)}
            </Text>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconUpload size={14} aria-hidden />}
              aria-describedby={missing ? `${hintId} ${errorId}` : hintId}
              onClick={(event) => {
                event.stopPropagation();
                openRef.current?.();
              }}
              disabled={disabled}
            >
              {t('receipt.choose')}
            </Button>
          </Stack>
        </Dropzone>
      )}
      {missing && (
        <Text size="sm" c="red.8" role="alert" id={errorId}>
          {tm(missing)}
        </Text>
      )}
    </Stack>
  );
}

function ReceiptPreview({ file, onRemove, disabled }: { file: File; onRemove: () => void; disabled?: boolean | undefined }) {
  const { t } = usePaymentText();
  const isPdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  const [url, setUrl] = useState<string | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  useEffect(() => {
    setUnreadable(false);
    if (isPdf) return;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file, isPdf]);

  return (
    <Paper withBorder radius="md" p="sm">
      <Group wrap="nowrap" gap="md" align="center">
        {isPdf || unreadable ? (
          // A PDF, or an image the browser cannot draw: its name says what was chosen.
          <ThemeIcon size={72} radius="md" variant="light" color={isPdf ? 'red' : 'gray'} aria-hidden>
            {isPdf ? <IconFileTypePdf size={40} /> : <IconPhoto size={40} />}
          </ThemeIcon>
        ) : (
          url && <Image src={url} alt={t('receipt.preview')} w={72} h={72} radius="sm" fit="cover" onError={() => setUnreadable(true)} />
        )}
        <Stack gap={2} align="flex-start" style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600} truncate="end" title={file.name} maw="100%">
            {file.name}
          </Text>
          <Text size="sm" c="dimmed">
            {t('receipt.ready', { size: sizeText(file.size) })}
          </Text>
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            ml={-6}
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={onRemove}
            disabled={disabled}
            aria-label={t('receipt.removeNamed', { name: file.name })}
          >
            {t('receipt.remove')}
          </Button>
        </Stack>
      </Group>
    </Paper>
  );
}
