import { SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { LIVE_CHANNELS } from '@nimbus/shared/catalogue';
import { IconBolt, IconCash, IconHeadset, IconServerBolt, IconUnlink, IconWorld } from '@tabler/icons-react';
import classes from './WhyChooseBlock.module.css';

const reasons = [
  {
    icon: IconWorld,
    title: `Over ${LIVE_CHANNELS.toLocaleString('en-US')} live channels`,
    text: 'Local channels from home and the big international networks.',
  },
  {
    icon: IconServerBolt,
    title: '99.9% uptime',
    text: 'Monitored servers with capacity reserved for big live events.',
  },
  { icon: IconBolt, title: 'Fast activation', text: 'Ready 5 to 15 minutes after your payment is confirmed.' },
  { icon: IconCash, title: 'No hidden fees', text: 'One clear price per plan, whichever way you pay.' },
  { icon: IconUnlink, title: 'Cancel anytime', text: 'No contract: renew only when you want to.' },
  { icon: IconHeadset, title: '24/7 support', text: 'Help by e-mail and on our messaging app, day and night.' },
];

/** "Why choose" the product, on the channel list page. */
export function WhyChooseBlock({ brandName }: { brandName: string }) {
  return (
    <section aria-labelledby="why-choose-title">
      <Title id="why-choose-title" order={2} mb="lg">
        Why choose {brandName}
      </Title>
      <SimpleGrid component="ul" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" className={classes.list}>
        {reasons.map((reason) => (
          <li key={reason.title} className={classes.item}>
            <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
              <reason.icon size={22} stroke={1.7} />
            </ThemeIcon>
            <div>
              <Text fw={700}>{reason.title}</Text>
              <Text size="sm" c="dimmed">
                {reason.text}
              </Text>
            </div>
          </li>
        ))}
      </SimpleGrid>
    </section>
  );
}
