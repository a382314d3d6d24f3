import { Text } from '@mantine/core';
import { useCommonText } from '../i18n/en/common.ts';
import { tm } from '../i18n/messages.ts';
import { openModals } from '../lib/modals.ts';
import type { ReactNode } from 'react';

type ConfirmOptions = {
  /** The specification's question, e.g. 'Are you sure you want to suspend this user?'. */
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
  /** More content under the question, e.g. an optional reason field. */
  details?: ReactNode;
};

/** The specification's "Are you sure?" dialog; resolves true on confirm, false on cancel or close. */
export async function confirmAction({ message, confirmLabel, cancelLabel, danger, details }: ConfirmOptions): Promise<boolean> {
  const modals = await openModals();
  const t = useCommonText.t;
  return new Promise((resolve) => {
    let answered = false;
    modals.openConfirmModal({
      title: t('confirm.title'),
      centered: true,
      children: (
        <>
          <Text>{tm(message)}</Text>
          {details}
        </>
      ),
      labels: { confirm: confirmLabel ?? t('confirm.yes'), cancel: cancelLabel ?? t('confirm.cancel') },
      confirmProps: danger ? { color: 'red' } : {},
      onConfirm: () => {
        answered = true;
        resolve(true);
      },
      onCancel: () => {
        answered = true;
        resolve(false);
      },
      onClose: () => {
        if (!answered) resolve(false);
      },
    });
  });
}
