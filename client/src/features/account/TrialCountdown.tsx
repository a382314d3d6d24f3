import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useAccountText } from '../../i18n/en/account.ts';

const MINUTE_MS = 60 * 1000;

type Texts = typeof useAccountText.t;

/** "1 day 3 h 20 min left": the time left, to the minute. */
export function timeLeft(endDate: Date, now: number, t: Texts = useAccountText.t): string | null {
  const minutes = Math.ceil((endDate.getTime() - now) / MINUTE_MS);
  if (minutes <= 0) return null;
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const rest = minutes % 60;
  const parts = [
    days > 0 ? t('countdown.days', { count: days }) : '',
    days > 0 || hours > 0 ? t('countdown.hours', { count: hours }) : '',
    t('countdown.minutes', { count: rest }),
  ].filter(Boolean);
  return t('countdown.left', { time: parts.join(' ') });
}

/** A running free trial's countdown (ADR 039), to the minute; it ends on its own through the expiry job. */
export function TrialCountdown({ endDate }: { endDate: Date }) {
  const { t } = useAccountText();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const left = timeLeft(new Date(endDate), now, t);
  return (
    <Text size="sm" fw={700} c="var(--nimbus-accent-text)" data-testid="trial-countdown">
      {left ?? t('countdown.ended')}
    </Text>
  );
}
