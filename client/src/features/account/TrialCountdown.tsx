import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';

const MINUTE_MS = 60 * 1000;

/** "1 day 3 h 20 min left": the time left, to the minute. */
export function timeLeft(endDate: Date, now: number): string | null {
  const minutes = Math.ceil((endDate.getTime() - now) / MINUTE_MS);
  if (minutes <= 0) return null;
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const rest = minutes % 60;
  const parts = [days > 0 ? `${days} ${days === 1 ? 'day' : 'days'}` : '', days > 0 || hours > 0 ? `${hours} h` : '', `${rest} min`].filter(Boolean);
  return `${parts.join(' ')} left`;
}

/** A running free trial's countdown (ADR 039), to the minute; it ends on its own through the expiry job. */
export function TrialCountdown({ endDate }: { endDate: Date }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const left = timeLeft(new Date(endDate), now);
  return (
    <Text size="sm" fw={700} c="var(--nimbus-accent-text)" data-testid="trial-countdown">
      {left ?? 'Your free trial has ended'}
    </Text>
  );
}
