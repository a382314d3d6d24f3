import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './SectionHeading.module.css';

type Props = {
  /** The heading's id; the section points at it with aria-labelledby. */
  id: string;
  eyebrow: string;
  title: ReactNode;
  lead?: ReactNode;
  onDark?: boolean;
};

/** The centred eyebrow, h2 and lead every home section opens with. */
export function SectionHeading({ id, eyebrow, title, lead, onDark }: Props) {
  return (
    <Stack gap={8} align="center" ta="center" mb={{ base: 32, sm: 48 }} className={onDark ? classes.onDark : undefined}>
      <Text className={classes.eyebrow}>{eyebrow}</Text>
      <Title id={id} order={2} className={classes.title}>
        {title}
      </Title>
      {lead && (
        <Text c={onDark ? undefined : 'dimmed'} className={classes.lead}>
          {lead}
        </Text>
      )}
    </Stack>
  );
}
