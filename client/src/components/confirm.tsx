import { Text } from '@mantine/core';
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
export async function confirmAction({ message, confirmLabel = 'Yes', cancelLabel = 'Cancel', danger, details }: ConfirmOptions): Promise<boolean> {
  const modals = await openModals();
  return new Promise((resolve) => {
    let answered = false;
    modals.openConfirmModal({
      title: 'Are you sure?',
      centered: true,
      children: (
        <>
          <Text>{message}</Text>
          {details}
        </>
      ),
      labels: { confirm: confirmLabel, cancel: cancelLabel },
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
