import { Anchor, Box, Container, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile, IconDeviceTablet, IconDeviceTv, IconDeviceTvOld, IconRouter } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import classes from './DevicesSection.module.css';
import { SectionHeading } from './SectionHeading.tsx';

const devices = [
  { icon: IconDeviceTv, name: 'Smart TV', detail: 'Android TV, Google TV, Samsung and LG' },
  { icon: IconRouter, name: 'Amazon Firestick', detail: 'Fire TV Stick, Lite and 4K' },
  { icon: IconDeviceTvOld, name: 'Android TV box', detail: 'Any box running Android 7 or later' },
  { icon: IconDeviceMobile, name: 'Phones', detail: 'iPhone and Android' },
  { icon: IconDeviceTablet, name: 'Tablets', detail: 'iPad and Android tablets' },
  { icon: IconDeviceDesktop, name: 'Computers', detail: 'Windows, macOS and Linux' },
];

export function DevicesSection() {
  return (
    <Box component="section" id="devices" py={{ base: 56, sm: 80 }} className={classes.section} aria-labelledby="devices-title">
      <Container size="xl">
        <SectionHeading
          id="devices-title"
          eyebrow="Supported devices"
          title="Watch on the screens you already own"
          lead="One account, the devices you choose: watch on as many screens at the same time as your plan includes."
        />
        <SimpleGrid component="ul" cols={{ base: 2, sm: 3, lg: 6 }} spacing="md" className={classes.list}>
          {devices.map((device) => (
            <li key={device.name} className={classes.device}>
              <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
                <device.icon size={30} stroke={1.5} />
              </ThemeIcon>
              <Text fw={700}>{device.name}</Text>
              <Text size="sm" c="dimmed">
                {device.detail}
              </Text>
            </li>
          ))}
        </SimpleGrid>
        <Text size="sm" c="dimmed" className={classes.note}>
          For smooth HD playback we recommend an internet connection of at least 20 Mbps. Our{' '}
          <Anchor component={Link} to="/guide" inherit fw={600}>
            beginner's guide
          </Anchor>{' '}
          walks you through the setup on each device.
        </Text>
      </Container>
    </Box>
  );
}
