import { Button, Card, List, SegmentedControl, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { groupThousands } from '@nimbus/shared/format';
import { formatPrice } from '@nimbus/shared/money';
import { defaultOption, type PublicPlan } from '@nimbus/shared/public-plans';
import { IconCheck } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { useHomeText } from '../../i18n/en/home.ts';
import { useSession } from '../../lib/session-store.ts';
import classes from './PlanCard.module.css';

/**
 * False until the frame after the first one the component was drawn in. Mantine's segmented
 * control measures its selected item as it mounts: with the selection shown from then on, the
 * browser lays the new cards out in its own frame instead of inside that script (ADR 031).
 */
function useDrawn(): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setDrawn(true), 0)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return drawn;
}

/** The number of devices; the selection is shown from the card's second frame (useDrawn). */
function DevicePicker({
  labelId,
  devices,
  options,
  onChange,
}: {
  labelId: string;
  devices: number;
  options: PublicPlan['options'];
  onChange: (devices: number) => void;
}) {
  const drawn = useDrawn();
  return (
    <SegmentedControl
      fullWidth
      aria-labelledby={labelId}
      value={drawn ? String(devices) : ''}
      onChange={(value) => onChange(Number(value))}
      data={options.map((candidate) => ({ value: String(candidate.devices), label: String(candidate.devices) }))}
    />
  );
}

export function PlanCard({ plan, selected = false }: { plan: PublicPlan; selected?: boolean }) {
  const { t } = useHomeText();
  const session = useSession();
  const navigate = useNavigate();
  const labelId = useId();
  const [devices, setDevices] = useState(() => defaultOption(plan)?.devices ?? 1);
  const option = plan.options.find((candidate) => candidate.devices === devices) ?? defaultOption(plan);
  const devicesLabel = option ? t('planCard.devices', { count: option.devices }) : '';

  // Choosing a plan: logged in goes to payment, logged out registers first (section 4).
  const getIt = () => {
    if (!option) return;
    const search = { plan: plan.name, devices: option.devices };
    void navigate(session ? { to: '/payment', search } : { to: '/register', search });
  };

  return (
    <Card withBorder radius="lg" padding="lg" className={classes.card} mod={{ selected }}>
      <Stack gap="lg" h="100%">
        <div>
          <Title order={3} className={classes.name}>
            {plan.name}
          </Title>
          <Text size="sm" c="dimmed">
            {t('planCard.access', { days: plan.duration })}
            {plan.channels > 0 && ` · ${t('planCard.channels', { channels: groupThousands(plan.channels) })}`}
          </Text>
        </div>

        <div>
          <Text className={classes.price} aria-live="polite">
            {option ? formatPrice(option.price) : '—'}
          </Text>
          <Text size="sm" c="dimmed">
            {option ? t('planCard.forDevices', { devices: devicesLabel }) : t('planCard.notAvailable')}
          </Text>
        </div>

        {plan.options.length > 1 && (
          <div>
            <Text id={labelId} size="sm" fw={600} mb={6}>
              {t('planCard.devicesPicker')}
            </Text>
            <DevicePicker labelId={labelId} devices={devices} options={plan.options} onChange={setDevices} />
          </div>
        )}

        <List
          spacing={8}
          size="sm"
          className={classes.features}
          icon={
            <ThemeIcon size={20} radius="xl" color="teal" variant="light">
              <IconCheck size={13} stroke={3} aria-hidden />
            </ThemeIcon>
          }
        >
          {plan.features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>

        <Button size="md" fullWidth onClick={getIt} disabled={!option} aria-label={t('planCard.getItLabel', { plan: plan.name, devices: devicesLabel })}>
          {t('planCard.getIt')}
        </Button>
      </Stack>
    </Card>
  );
}
