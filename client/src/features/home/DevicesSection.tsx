import { Anchor, Box, Container, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile, IconDeviceTablet, IconDeviceTv, IconDeviceTvOld, IconRouter } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Trans } from 'react-i18next';
import { useHomeMoreText } from '../../i18n/en/home-more.ts';
import classes from './DevicesSection.module.css';
import { SectionHeading } from './SectionHeading.tsx';

const devices = [
  { icon: IconDeviceTv, key: 'smartTv' },
  { icon: IconRouter, key: 'firestick' },
  { icon: IconDeviceTvOld, key: 'androidBox' },
  { icon: IconDeviceMobile, key: 'phones' },
  { icon: IconDeviceTablet, key: 'tablets' },
  { icon: IconDeviceDesktop, key: 'computers' },
] as const;

export function DevicesSection() {
  const { t } = useHomeMoreText();
  return (
    <Box component="section" id="devices" py={{ base: 56, sm: 80 }} className={classes.section} aria-labelledby="devices-title">
      <Container size="xl">
        <SectionHeading id="devices-title" eyebrow={t('devices.eyebrow')} title={t('devices.title')} lead={t('devices.lead')} />
        <SimpleGrid component="ul" cols={{ base: 2, sm: 3, lg: 6 }} spacing="md" className={classes.list}>
          {devices.map((device) => (
            <li key={device.key} className={classes.device}>
              <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
                <device.icon size={30} stroke={1.5} />
              </ThemeIcon>
              <Text fw={700}>{t(`devices.${device.key}.name`)}</Text>
              <Text size="sm" c="dimmed">
                {t(`devices.${device.key}.detail`)}
              </Text>
            </li>
          ))}
        </SimpleGrid>
        <Text size="sm" c="dimmed" className={classes.note}>
          <Trans t={t} i18nKey="devices.note" components={{ guide: <Anchor component={Link} to="/guide" inherit fw={600} /> }} />
        </Text>
      </Container>
    </Box>
  );
}
