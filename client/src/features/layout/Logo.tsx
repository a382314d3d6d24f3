import { Group, Text } from '@mantine/core';
import { IconCloud } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import classes from './Logo.module.css';

export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <Link to="/" className={classes.logo} onClick={onClick}>
      <Group gap={8} wrap="nowrap" component="span">
        <span className={classes.mark} aria-hidden>
          <IconCloud size={20} stroke={2} fill="currentColor" />
        </span>
        <Text component="span" fw={800} fz={{ base: 18, xs: 20 }} c="white" lh={1}>
          Nimbus <span className={classes.tv}>TV</span>
        </Text>
      </Group>
    </Link>
  );
}
