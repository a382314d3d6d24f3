import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useLayoutText } from '../../i18n/en/layout.ts';
import { useSiteSettings } from '../../lib/site-settings.ts';
import { Logo } from './Logo.tsx';
import { MessagingAppLink } from './MessagingAppLink.tsx';
import classes from './SiteFooter.module.css';

export function SiteFooter() {
  const { t } = useLayoutText();
  const site = useSiteSettings();
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="xl" py={48}>
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing={40}>
          <Stack gap="sm">
            <Logo />
            <Text size="sm" className={classes.muted} maw={320}>
              {t('footer.about')}
            </Text>
          </Stack>

          <Stack gap="xs" component="nav" aria-label={t('footer.legal')}>
            <Title order={2} className={classes.heading}>
              {t('footer.legal')}
            </Title>
            <Anchor component={Link} to="/privacy-policy" className={classes.link}>
              {t('footer.privacy')}
            </Anchor>
            <Anchor component={Link} to="/terms-of-services" className={classes.link}>
              {t('footer.terms')}
            </Anchor>
          </Stack>

          <Stack gap="xs">
            <Title order={2} className={classes.heading}>
              {t('footer.contact')}
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
          {t('footer.copyright', { year: new Date().getFullYear(), brand: site.brandName })}
        </Text>
      </Container>
    </Box>
  );
}
