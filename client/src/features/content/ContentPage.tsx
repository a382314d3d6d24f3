import { Box, Container, Stack, Text, Title, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './ContentPage.module.css';

type Props = {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** A line under the lead, e.g. "Last updated August 10, 2025". */
  meta?: ReactNode;
  size?: MantineSize;
  children: ReactNode;
};

/** A static page: a dark title band with the page's h1, then its content on a light ground. */
export function ContentPage({ eyebrow, title, lead, meta, size = 'md', children }: Props) {
  return (
    <>
      <Box component="header" className={classes.header}>
        <Container size={size}>
          <Stack gap="sm">
            <Text className={classes.eyebrow}>{eyebrow}</Text>
            <Title order={1} className={classes.title}>
              {title}
            </Title>
            <Text className={classes.lead}>{lead}</Text>
            {meta && (
              <Text size="sm" className={classes.meta}>
                {meta}
              </Text>
            )}
          </Stack>
        </Container>
      </Box>
      <Box className={classes.body}>
        <Container size={size}>{children}</Container>
      </Box>
    </>
  );
}
