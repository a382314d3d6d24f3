import { Box, Container, SimpleGrid } from '@mantine/core';
import { IconBolt, IconDeviceTv, IconHeadset, IconServerBolt } from '@tabler/icons-react';
import { useHomeText } from '../../i18n/en/home.ts';
import { FeatureCard } from './FeatureCard.tsx';
import { liveChannelsLabel } from '@nimbus/shared/catalogue';
import { SectionHeading } from './SectionHeading.tsx';

export function WhyChooseUs() {
  const { t } = useHomeText();
  const reasons = [
    { key: 'channels', icon: IconDeviceTv, title: t('why.channels.title', { channels: liveChannelsLabel() }), text: t('why.channels.text') },
    { key: 'uptime', icon: IconServerBolt, title: t('why.uptime.title'), text: t('why.uptime.text') },
    { key: 'activation', icon: IconBolt, title: t('why.activation.title'), text: t('why.activation.text') },
    { key: 'support', icon: IconHeadset, title: t('why.support.title'), text: t('why.support.text') },
  ];
  return (
    <Box component="section" id="why-choose-us" py={{ base: 56, sm: 80 }} aria-labelledby="why-title">
      <Container size="xl">
        <SectionHeading id="why-title" eyebrow={t('why.eyebrow')} title={t('why.title')} lead={t('why.lead')} />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          {reasons.map((reason) => (
            <FeatureCard key={reason.key} icon={reason.icon} title={reason.title}>
              {reason.text}
            </FeatureCard>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
