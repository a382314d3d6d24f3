import { SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBolt, IconCash, IconHeadset, IconServerBolt, IconUnlink, IconWorld, type Icon } from '@tabler/icons-react';
import { useContentText } from '../../i18n/en/content.ts';
import type { content } from '../../i18n/en/content.ts';
import { liveChannels } from './counts.ts';
import classes from './WhyChooseBlock.module.css';

type Reason = Exclude<keyof typeof content.channelList.whyChoose, 'title'>;

const reasons: { id: Reason; icon: Icon }[] = [
  { id: 'channels', icon: IconWorld },
  { id: 'uptime', icon: IconServerBolt },
  { id: 'activation', icon: IconBolt },
  { id: 'fees', icon: IconCash },
  { id: 'cancel', icon: IconUnlink },
  { id: 'support', icon: IconHeadset },
];

/** "Why choose" the product, on the channel list page. */
export function WhyChooseBlock({ brandName }: { brandName: string }) {
  const { t } = useContentText();
  return (
    <section aria-labelledby="why-choose-title">
      <Title id="why-choose-title" order={2} mb="lg">
        {t('channelList.whyChoose.title', { brand: brandName })}
      </Title>
      <SimpleGrid component="ul" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" className={classes.list}>
        {reasons.map((reason) => (
          <li key={reason.id} className={classes.item}>
            <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
              <reason.icon size={22} stroke={1.7} />
            </ThemeIcon>
            <div>
              <Text fw={700}>{t(`channelList.whyChoose.${reason.id}.title`, { channels: liveChannels() })}</Text>
              <Text size="sm" c="dimmed">
                {t(`channelList.whyChoose.${reason.id}.text`)}
              </Text>
            </div>
          </li>
        ))}
      </SimpleGrid>
    </section>
  );
}
