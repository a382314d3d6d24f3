import { Anchor, Button, Group, Paper, Progress, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { FIRST_RUN_STEPS, type FirstRunChecklist as Checklist, type FirstRunStep } from '@nimbus/shared/setup';
import { IconCheck, IconCircleDashed, IconShieldCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc.ts';

type Step = { title: string; hint: string; to?: '/admin/plans' | '/admin/settings'; action?: string };

const STEPS: Record<FirstRunStep, Step> = {
  plans: { title: 'Add your plans', hint: 'Visitors see them on the home page and pay for them.', to: '/admin/plans', action: 'Add plans' },
  payments: {
    title: 'Set where customers pay',
    hint: 'Your own crypto wallets, PayPal or bank details (the demo ones belong to nobody).',
    to: '/admin/settings',
    action: 'Open settings',
  },
  support: { title: 'Set your support contacts', hint: 'The e-mail and chat link customers reach you at.', to: '/admin/settings', action: 'Open settings' },
  brand: { title: 'Name your shop', hint: 'The brand name in the header, e-mails and receipts.', to: '/admin/settings', action: 'Open settings' },
  email: { title: 'Connect an e-mail server', hint: 'Set SMTP_URL on the server and restart it: until then no e-mail (reset codes included) is delivered.' },
  publicUrl: {
    title: "Set the shop's public address",
    hint: 'Set PUBLIC_URL on the server (e.g. https://tv.example.com) and restart it: links in e-mails point there.',
  },
};

const HIDDEN_KEY = 'nimbus.firstRunChecklist.hidden';

/** What a new shop still lacks, on the admin overview; gone once everything is done. */
export function FirstRunChecklist() {
  const trpc = useTRPC();
  const checklist = useQuery(trpc.setup.checklist.queryOptions());
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
          Shop setup: {done} of {FIRST_RUN_STEPS.length} steps done.
        </Text>
        <Anchor component="button" type="button" size="sm" onClick={() => hide(false)}>
          Show the checklist
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
              Get your shop ready
            </Title>
            <Text size="sm" c="dimmed">
              {done} of {FIRST_RUN_STEPS.length} steps done
            </Text>
          </div>
          <Button variant="subtle" size="xs" onClick={() => hide(true)}>
            Hide for now
          </Button>
        </Group>
        <Progress value={(done / FIRST_RUN_STEPS.length) * 100} aria-label={`${done} of ${FIRST_RUN_STEPS.length} setup steps done`} />
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {FIRST_RUN_STEPS.map((step) => (
            <ChecklistItem key={step} step={STEPS[step]} done={checklist.data[step]} />
          ))}
          <ChecklistItem
            step={{
              title: 'Require a second factor for staff',
              hint: 'Recommended: staff confirm each login with an authenticator app.',
              to: '/admin/settings',
              action: 'Open settings',
            }}
            done={null}
          />
        </Stack>
      </Stack>
    </Paper>
  );
}

/** One step; `done` null: a recommendation the checklist does not tick. */
function ChecklistItem({ step, done }: { step: Step; done: Checklist[FirstRunStep] | null }) {
  const action = !done && step.to && step.action ? { to: step.to, label: step.action } : null;
  return (
    <Group component="li" wrap="nowrap" align="flex-start" gap="sm">
      <ThemeIcon size={28} radius="xl" variant={done ? 'filled' : 'light'} color={done ? 'teal' : done === null ? 'blue' : 'gray'} aria-hidden>
        {done ? <IconCheck size={16} /> : done === null ? <IconShieldCheck size={16} /> : <IconCircleDashed size={16} />}
      </ThemeIcon>
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} size="sm" td={done ? 'line-through' : undefined} c={done ? 'dimmed' : undefined}>
          {step.title}
          {done ? <VisuallyHidden component="span"> (done)</VisuallyHidden> : null}
        </Text>
        {!done && (
          <Text size="sm" c="dimmed">
            {step.hint}
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
