import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useCommonText } from '../i18n/en/common.ts';

type Props = {
  value: string;
  /** What is copied, for screen readers: 'Copy BTC address'. */
  label: string;
  /** An icon button (tables) instead of a labelled one. */
  compact?: boolean;
  fullWidth?: boolean;
};

/** Copies a value and says so ('Copied to clipboard', specification section 8). */
export function CopyValueButton({ value, label, compact, fullWidth }: Props) {
  const { t } = useCommonText();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      notifications.show({ color: 'teal', message: t('copy.copiedToClipboard'), autoClose: 2500, closeButtonProps: { 'aria-label': t('copy.close') } });
    } catch {
      // No clipboard (an insecure origin, a denied permission): the value stays selectable.
      notifications.show({
        color: 'red',
        title: t('alerts.error'),
        message: t('copy.failed'),
        closeButtonProps: { 'aria-label': t('copy.close') },
      });
    }
  };

  const icon = copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />;
  if (compact) {
    return (
      <Tooltip label={copied ? t('copy.copied') : label} withArrow>
        <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label={label}>
          {icon}
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Button variant="light" size="xs" color={copied ? 'teal' : undefined} leftSection={icon} onClick={copy} aria-label={label} fullWidth={fullWidth}>
      {copied ? t('copy.copied') : t('copy.copy')}
    </Button>
  );
}

/** A value in monospace (a user name, a server address) with its copy button beside it. */
export function CopyableValue({ value, label }: { value: string; label: string }) {
  const { t } = useCommonText();
  return (
    <Group gap={4} wrap="nowrap">
      <Text ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
      <CopyValueButton value={value} label={t('copy.copyValue', { what: label })} compact />
    </Group>
  );
}
