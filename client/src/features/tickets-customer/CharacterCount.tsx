import { VisuallyHidden } from '@mantine/core';

/** The live 'x/200' under a message box; read with the field as "x/200 characters". */
export function CharacterCount({ value, max }: { value: string; max: number }) {
  return (
    <>
      <span data-testid="character-count">
        {value.length}/{max}
      </span>
      <VisuallyHidden component="span"> characters</VisuallyHidden>
    </>
  );
}
