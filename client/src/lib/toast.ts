import { notifications } from '@mantine/notifications';
import { useCommonText } from '../i18n/en/common.ts';
import { tm } from '../i18n/messages.ts';

/**
 * A step that went well: a toast, which does not stop the next step. Dialogs are kept for
 * questions that name what they act on (components/confirm.tsx) and for errors.
 */
export function showSuccess(message: string): void {
  notifications.show({ color: 'teal', title: useCommonText.t('alerts.success'), message: tm(message) });
}
