import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconShieldCheck, IconShieldLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Trans } from 'react-i18next';
import { QueryFailure } from '../../components/QueryFailure.tsx';
import { useAuthText } from '../../i18n/en/auth.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Enrolment } from './Enrolment.tsx';
import { DisableModal, RegenerateModal } from './FactorActions.tsx';
import { RecoveryCodes } from './RecoveryCodes.tsx';

/**
 * The account's second factor: set it up, see it is on, replace the recovery codes, turn it off.
 * `onCodesSaved` runs once the new codes are put away (a held admin goes on to the admin area).
 */
export function TwoFactorPanel({ onCodesSaved }: { onCodesSaved?: () => void }) {
  const { t } = useAuthText();
  const trpc = useTRPC();
  const status = useQuery(trpc.auth.twoFactor.status.queryOptions());
  // Recovery codes exist in the clear only in this state, right after they were issued.
  const [codes, setCodes] = useState<string[] | null>(null);
  const [regenerating, regenerate] = useDisclosure(false);
  const [disabling, disable] = useDisclosure(false);

  const saved = () => {
    setCodes(null);
    onCodesSaved?.();
  };
  if (codes) return <RecoveryCodes codes={codes} onDone={saved} />;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="two-factor-title">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="h4" id="two-factor-title">
            {t('twoFactor.panel.title')}
          </Title>
          {status.data ? (
            // The text colours of StatusBadge: the light variant's own is below 4.5:1 on its tint.
            <Badge color={status.data.enabled ? 'teal' : 'gray'} c={status.data.enabled ? '#05664a' : '#495057'} variant="light" size="lg">
              {status.data.enabled ? t('twoFactor.panel.on') : t('twoFactor.panel.off')}
            </Badge>
          ) : null}
        </Group>
        {status.error ? (
          <QueryFailure title={t('twoFactor.panel.loadFailed')} error={status.error} onRetry={() => void status.refetch()} />
        ) : !status.data ? (
          <Skeleton h={120} radius="md" aria-busy />
        ) : status.data.enabled ? (
          <>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <IconShieldCheck size={22} color="var(--mantine-color-teal-7)" aria-hidden style={{ flexShrink: 0 }} />
              <Text>
                <Trans t={t} i18nKey="twoFactor.panel.enabled" count={status.data.recoveryCodesLeft} components={{ strong: <strong /> }} />
              </Text>
            </Group>
            <Group gap="sm">
              <Button variant="light" onClick={regenerate.open}>
                {t('twoFactor.panel.newCodes')}
              </Button>
              <Button variant="subtle" color="red" onClick={disable.open}>
                {t('twoFactor.panel.turnOff')}
              </Button>
            </Group>
            <RegenerateModal opened={regenerating} onClose={regenerate.close} onCodes={setCodes} />
            <DisableModal opened={disabling} onClose={disable.close} required={status.data.required} />
          </>
        ) : (
          <>
            {status.data.required ? (
              <Alert
                color="orange"
                styles={{ title: { color: 'var(--nimbus-strong-text)' } }}
                icon={<IconShieldLock size={18} aria-hidden />}
                title={t('twoFactor.panel.requiredTitle')}
              >
                {t('twoFactor.panel.required')}
              </Alert>
            ) : null}
            <Enrolment onEnabled={setCodes} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
