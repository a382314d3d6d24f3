import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useSiteSettings } from '../../lib/site-settings.ts';
import { Logo } from './Logo.tsx';
import { MessagingAppLink } from './MessagingAppLink.tsx';
import classes from './SiteFooter.module.css';

export function SiteFooter() {
  const site = useSiteSettings();
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="xl" py={48}>
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing={40}>
          <Stack gap="sm">
            <Logo />
            <Text size="sm" className={classes.muted} maw={320}>
              Reliable media streaming with global access and 24/7 support: live TV, movies and series on every screen you own.
            </Text>
          </Stack>

          <Stack gap="xs" component="nav" aria-label="Legal">
            <Title order={2} className={classes.heading}>
              Legal
            </Title>
            <Anchor component={Link} to="/privacy-policy" className={classes.link}>
              Privacy
            </Anchor>
            <Anchor component={Link} to="/terms-of-services" className={classes.link}>
              Terms of Service
            </Anchor>
          </Stack>

          <Stack gap="xs">
            <Title order={2} className={classes.heading}>
              Contact Us
            </Title>
            {site.supportEmail && (
              <Anchor href={`mailto:${site.supportEmail}`} className={classes.link}>
                <Group gap={6} component="span" wrap="nowrap">
                  <IconMail size={18} stroke={1.6} aria-hidden />
                  {site.supportEmail}
                </Group>
              </Anchor>
            )}
            <MessagingAppLink className={classes.link} />
          </Stack>
        </SimpleGrid>

        <Text size="sm" className={classes.copyright}>
          © {new Date().getFullYear()} {site.brandName}. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
