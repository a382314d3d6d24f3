import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { CopyValueButton } from '../../components/CopyValueButton.tsx';

/** A streaming password: hidden until asked for, copyable either way. */
export function SecretValue({ value, label }: { value: string; label: string }) {
  const [shown, setShown] = useState(false);
  return (
    <Group gap={4} wrap="nowrap">
      <Text ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }} aria-label={shown ? undefined : `${label} hidden`}>
        {shown ? value : '••••••••'}
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
