import { Text, VisuallyHidden } from '@mantine/core';
import { groupThousands } from '@nimbus/shared/format';
import { useCommonText } from '../i18n/en/common.ts';

const count = (n: number) => groupThousands(n);

/**
 * The live '1,000/5,000' under a text box, read as "1,000/5,000 characters". The box has no
 * maxLength: a pasted text is never cut silently; past the limit the count turns red and the
 * form's check says by how much.
 */
export function CharacterCount({ value, max }: { value: string; max: number }) {
  const { t } = useCommonText();
  const over = value.length > max;
  return (
    <>
      <Text span size="xs" c={over ? 'red.8' : 'dimmed'} fw={over ? 700 : 400} data-testid="character-count">
        {count(value.length)}/{count(max)}
      </Text>
      <VisuallyHidden component="span"> {over ? t('characterCount.over', { excess: count(value.length - max) }) : t('characterCount.within')}</VisuallyHidden>
    </>
  );
}
