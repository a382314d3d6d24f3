import { Card, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './FeatureCard.module.css';

type Props = { icon: Icon; title: string; children: ReactNode };

/** An icon, an h3 and a short text: the cards of Why Choose Us and What's Included. */
export function FeatureCard({ icon: CardIcon, title, children }: Props) {
  return (
    <Card withBorder radius="lg" padding="xl" className={classes.card}>
      <ThemeIcon size={52} radius="md" variant="light" mb="md" aria-hidden>
        <CardIcon size={28} stroke={1.6} />
      </ThemeIcon>
      <Title order={3} fz="lg" mb={6}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" component="div">
        {children}
      </Text>
    </Card>
  );
}
