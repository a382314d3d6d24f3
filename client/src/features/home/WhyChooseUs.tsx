import { Box, Container, SimpleGrid } from '@mantine/core';
import { LIVE_CHANNELS_LABEL } from '@nimbus/shared/catalogue';
import { IconBolt, IconDeviceTv, IconHeadset, IconServerBolt } from '@tabler/icons-react';
import { FeatureCard } from './FeatureCard.tsx';
import { SectionHeading } from './SectionHeading.tsx';

const reasons = [
  {
    icon: IconDeviceTv,
    title: `${LIVE_CHANNELS_LABEL} live channels`,
    text: 'Sports, news, movies, kids and international channels from around the world, all in one line-up.',
  },
  {
    icon: IconServerBolt,
    title: '99.9% uptime',
    text: 'Load-balanced servers built for live events, so the match keeps playing at the moment that matters.',
  },
  {
    icon: IconBolt,
    title: 'Ready in 5 to 15 minutes',
    text: 'Your subscription is activated 5 to 15 minutes after your payment is confirmed. No technician, no waiting.',
  },
  {
    icon: IconHeadset,
    title: '24/7 support',
    text: 'Real people answer by e-mail and on our messaging app, day and night, from setup to your last question.',
  },
];

export function WhyChooseUs() {
  return (
    <Box component="section" id="why-choose-us" py={{ base: 56, sm: 80 }} aria-labelledby="why-title">
      <Container size="xl">
        <SectionHeading
          id="why-title"
          eyebrow="Built for viewers"
          title="Why Choose Us"
          lead="No contract, no hidden fees and no complicated setup: choose a plan, pay the way you like and start watching."
        />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          {reasons.map((reason) => (
            <FeatureCard key={reason.title} icon={reason.icon} title={reason.title}>
              {reason.text}
            </FeatureCard>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
