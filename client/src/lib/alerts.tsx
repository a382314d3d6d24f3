import { Button, Group, Text } from '@mantine/core';
import { openModals } from './modals.ts';

type AlertOptions = { title: 'Error!' | 'Success!'; message: string };

/** The specification's alert dialog (section 8): a title, the message and an OK button. */
export async function showAlert({ title, message }: AlertOptions): Promise<void> {
  const modals = await openModals();
  return new Promise((resolve) => {
    const id = modals.open({
      title,
      centered: true,
      onClose: resolve,
      children: (
        <>
          <Text role="alert">{message}</Text>
          <Group justify="flex-end" mt="lg">
            <Button onClick={() => modals.close(id)} data-autofocus>
              OK
            </Button>
          </Group>
        </>
      ),
    });
  });
}
