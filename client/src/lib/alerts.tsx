import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';

type AlertOptions = { title: 'Error!' | 'Success!'; message: string };

/** The specification's alert dialog (section 8): a title, the message and an OK button. */
export function showAlert({ title, message }: AlertOptions): Promise<void> {
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
