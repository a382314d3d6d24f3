import { Text, VisuallyHidden } from '@mantine/core';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * The live '1,000/5,000' under a text box, read as "1,000/5,000 characters". The box has no
 * maxLength: a pasted text is never cut silently; past the limit the count turns red and the
 * form's check says by how much.
 */
export function CharacterCount({ value, max }: { value: string; max: number }) {
  const over = value.length > max;
  return (
    <>
      <Text span size="xs" c={over ? 'red.8' : 'dimmed'} fw={over ? 700 : 400} data-testid="character-count">
        {count(value.length)}/{count(max)}
      </Text>
      <VisuallyHidden component="span"> characters{over ? `, ${count(value.length - max)} too many` : ''}</VisuallyHidden>
    </>
  );
}
