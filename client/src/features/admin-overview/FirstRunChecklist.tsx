import { Anchor, Button, Group, Paper, Progress, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { FIRST_RUN_STEPS, type FirstRunChecklist as Checklist, type FirstRunStep } from '@nimbus/shared/setup';
import { IconCheck, IconCircleDashed, IconShieldCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { useStaffOverviewText } from '../../i18n/en/staff-overview.ts';

/**
 * A step's title and hint are the catalogue's `checklist.steps.<id>`; the server's own settings
 * (e-mail, public address) have no page to open.
 */
type Step = { id: FirstRunStep | 'twoFactor'; link?: { to: '/admin/plans' | '/admin/settings'; action: 'addPlans' | 'openSettings' } };

const SETTINGS = { to: '/admin/settings', action: 'openSettings' } as const;
const STEPS: Record<FirstRunStep, Step> = {
  plans: { id: 'plans', link: { to: '/admin/plans', action: 'addPlans' } },
  payments: { id: 'payments', link: SETTINGS },
  support: { id: 'support', link: SETTINGS },
  brand: { id: 'brand', link: SETTINGS },
  email: { id: 'email' },
  publicUrl: { id: 'publicUrl' },
};
const TWO_FACTOR: Step = { id: 'twoFactor', link: SETTINGS };

const HIDDEN_KEY = 'nimbus.firstRunChecklist.hidden';

/** What a new shop still lacks, on the admin overview; gone once everything is done. */
export function FirstRunChecklist() {
  const trpc = useTRPC();
  const checklist = useQuery(trpc.setup.checklist.queryOptions());
  const { t } = useStaffOverviewText();
  const [hidden, setHidden] = useState(() => localStorage.getItem(HIDDEN_KEY) === 'true');
  const hide = (value: boolean) => {
    localStorage.setItem(HIDDEN_KEY, String(value));
    setHidden(value);
  };

  if (!checklist.data) return null;
  const done = FIRST_RUN_STEPS.filter((step) => checklist.data[step]).length;
  if (done === FIRST_RUN_STEPS.length) return null;

  if (hidden) {
    return (
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('checklist.hiddenProgress', { done, total: FIRST_RUN_STEPS.length })}
        </Text>
        <Anchor component="button" type="button" size="sm" onClick={() => hide(false)}>
          {t('checklist.show')}
        </Anchor>
      </Group>
    );
  }
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="first-run-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} size="h3" id="first-run-title">
              {t('checklist.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('checklist.progress', { done, total: FIRST_RUN_STEPS.length })}
            </Text>
          </div>
          <Button variant="subtle" size="xs" onClick={() => hide(true)}>
            {t('checklist.hide')}
          </Button>
        </Group>
        <Progress value={(done / FIRST_RUN_STEPS.length) * 100} aria-label={t('checklist.progressLabel', { done, total: FIRST_RUN_STEPS.length })} />
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {FIRST_RUN_STEPS.map((step) => (
            <ChecklistItem key={step} step={STEPS[step]} done={checklist.data[step]} />
          ))}
          <ChecklistItem step={TWO_FACTOR} done={null} />
        </Stack>
      </Stack>
    </Paper>
  );
}

/** One step; `done` null: a recommendation the checklist does not tick. */
function ChecklistItem({ step, done }: { step: Step; done: Checklist[FirstRunStep] | null }) {
  const { t } = useStaffOverviewText();
  const action = !done && step.link ? { to: step.link.to, label: t(`checklist.${step.link.action}`) } : null;
  return (
    <Group component="li" wrap="nowrap" align="flex-start" gap="sm">
      <ThemeIcon size={28} radius="xl" variant={done ? 'filled' : 'light'} color={done ? 'teal' : done === null ? 'blue' : 'gray'} aria-hidden>
        {done ? <IconCheck size={16} /> : done === null ? <IconShieldCheck size={16} /> : <IconCircleDashed size={16} />}
      </ThemeIcon>
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} size="sm" td={done ? 'line-through' : undefined} c={done ? 'dimmed' : undefined}>
          {t(`checklist.steps.${step.id}.title`)}
          {done ? <VisuallyHidden component="span">{t('checklist.done')}</VisuallyHidden> : null}
        </Text>
        {!done && (
          <Text size="sm" c="dimmed">
            {t(`checklist.steps.${step.id}.hint`)}
          </Text>
        )}
        {/* On a phone the button sits under the text, which keeps the whole width. */}
        {action && (
          <Button component={Link} to={action.to} variant="light" size="xs" mt={4} hiddenFrom="sm" style={{ alignSelf: 'flex-start' }}>
            {action.label}
          </Button>
        )}
      </Stack>
      {action && (
        <Button component={Link} to={action.to} variant="light" size="xs" visibleFrom="sm" style={{ flexShrink: 0 }}>
          {action.label}
        </Button>
      )}
    </Group>
  );
}
