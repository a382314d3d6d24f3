import { Badge } from '@mantine/core';
import { channelRegions } from './channel-regions.ts';
import { CollapsibleSections, type ContentSection } from './CollapsibleSections.tsx';
import classes from './ChannelRegions.module.css';

const sections: ContentSection[] = channelRegions.map((region) => ({
  id: region.id,
  title: region.name,
  icon: region.icon,
  meta: (
    <Badge variant="light" radius="sm" size="lg" tt="none" fw={700}>
      {region.channels.toLocaleString('en-US')} channels
    </Badge>
  ),
  content: (
    <>
      <p>A selection of the {region.channels.toLocaleString('en-US')} channels:</p>
      <ul className={classes.names}>
        {region.highlights.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </>
  ),
}));

/** Every country or region with its channel count and representative channels (h3 each). */
export function ChannelRegions() {
  return <CollapsibleSections sections={sections} order={3} />;
}
