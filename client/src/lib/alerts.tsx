import { Button, Group, Text } from '@mantine/core';
import { useCommonText } from '../i18n/en/common.ts';
import { tm } from '../i18n/messages.ts';
import { openModals } from './modals.ts';

type AlertOptions = { title: 'Error!' | 'Success!'; message: string };

/**
 * The specification's alert dialog (section 8): a title, the message and an OK button, in the
 * current language (a shared English message is translated here).
 */
export async function showAlert({ title, message }: AlertOptions): Promise<void> {
  const modals = await openModals();
  const t = useCommonText.t;
  return new Promise((resolve) => {
    const id = modals.open({
      title: t(title === 'Error!' ? 'alerts.error' : 'alerts.success'),
      centered: true,
      onClose: resolve,
      children: (
        <>
          <Text role="alert">{tm(message)}</Text>
          <Group justify="flex-end" mt="lg">
            <Button onClick={() => modals.close(id)} data-autofocus>
              {t('alerts.ok')}
            </Button>
          </Group>
        </>
      ),
    });
  });
}
