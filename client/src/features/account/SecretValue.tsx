import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { CopyValueButton } from '../../components/CopyValueButton.tsx';
import { useAccountText } from '../../i18n/en/account.ts';
import { MASK } from './secret-mask.ts';

type Props = {
  value: string;
  /** What the value is, for its buttons' words: the password, or the playlist link that carries it. */
  kind: 'password' | 'playlist';
  /** What shows while hidden (the playlist link with its password masked); dots by default. */
  masked?: string;
};

/** A streaming password, or a link carrying it: hidden until asked for, copyable either way. */
export function SecretValue({ value, kind, masked = MASK }: Props) {
  const { t } = useAccountText();
  const [shown, setShown] = useState(false);
  return (
    <Group gap={4} wrap="nowrap">
      <Text ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }} aria-label={shown ? undefined : t(`secret.${kind}.hidden`)}>
        {shown ? value : masked}
      </Text>
      <Tooltip label={shown ? t(`secret.${kind}.hide`) : t(`secret.${kind}.show`)} withArrow>
        <ActionIcon variant="subtle" color="gray" onClick={() => setShown((current) => !current)} aria-label={t(`secret.${kind}.show`)} aria-pressed={shown}>
          {shown ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
        </ActionIcon>
      </Tooltip>
      <CopyValueButton value={value} label={t(`secret.${kind}.copy`)} compact />
    </Group>
  );
}
