import { Group, Text } from '@mantine/core';
import { IconCloud } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useSiteSettings } from '../../lib/site-settings.ts';
import classes from './Logo.module.css';

export function Logo({ onClick }: { onClick?: () => void }) {
  // The brand is an admin setting; a trailing "TV" (the brand's own letters) keeps the mark's accent colour.
  const { brandName } = useSiteSettings();
  const accent = /\s(TV)$/.exec(brandName);
  const lead = accent ? brandName.slice(0, accent.index) : brandName;
  return (
    <Link to="/" className={classes.logo} onClick={onClick}>
      <Group gap={8} wrap="nowrap" component="span">
        <span className={classes.mark} aria-hidden>
          <IconCloud size={20} stroke={2} fill="currentColor" />
        </span>
        <Text component="span" fw={800} fz={{ base: 18, xs: 20 }} c="white" lh={1}>
          {lead}
          {accent && (
            <>
              {' '}
              <span className={classes.tv}>{accent[1]}</span>
            </>
          )}
        </Text>
      </Group>
    </Link>
  );
}
