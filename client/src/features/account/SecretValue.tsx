import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { CopyValueButton } from '../../components/CopyValueButton.tsx';
import { MASK } from './secret-mask.ts';

type Props = {
  value: string;
  label: string;
  /** What shows while hidden (the playlist link with its password masked); dots by default. */
  masked?: string;
};

/** A streaming password, or a link carrying it: hidden until asked for, copyable either way. */
export function SecretValue({ value, label, masked = MASK }: Props) {
  const [shown, setShown] = useState(false);
  return (
    <Group gap={4} wrap="nowrap">
      <Text ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }} aria-label={shown ? undefined : `${label} hidden`}>
        {shown ? value : masked}
      </Text>
      <Tooltip label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`} withArrow>
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={() => setShown((current) => !current)}
          aria-label={`Show ${label.toLowerCase()}`}
          aria-pressed={shown}
        >
          {shown ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
        </ActionIcon>
      </Tooltip>
      <CopyValueButton value={value} label={`Copy ${label.toLowerCase()}`} compact />
    </Group>
  );
}
