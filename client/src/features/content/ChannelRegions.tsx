import { Badge } from '@mantine/core';
import { groupThousands } from '@nimbus/shared/format';
import { useContentText } from '../../i18n/en/content.ts';
import { channelRegions } from './channel-regions.ts';
import { CollapsibleSections, type ContentSection } from './CollapsibleSections.tsx';
import classes from './ChannelRegions.module.css';

/** Every country or region with its channel count and representative channels (h3 each). */
export function ChannelRegions() {
  const { t } = useContentText();
  const sections: ContentSection[] = channelRegions.map((region) => {
    const channels = groupThousands(region.channels);
    return {
      id: region.id,
      title: t(`channelList.regionNames.${region.id}`),
      icon: region.icon,
      meta: (
        <Badge variant="light" radius="sm" size="lg" tt="none" fw={700}>
          {t('channelList.regions.count', { channels })}
        </Badge>
      ),
      content: (
        <>
          <p>{t('channelList.regions.selection', { channels })}</p>
          <ul className={classes.names}>
            {region.highlights.map((name) => (
              <li key={name}>{name}</li>
            ))}
            {region.more && <li>{t(`channelList.moreChannels.${region.more}`)}</li>}
          </ul>
        </>
      ),
    };
  });
  return <CollapsibleSections sections={sections} order={3} />;
}
