import { LIVE_CHANNELS } from '@nimbus/shared/catalogue';
import { groupThousands } from '@nimbus/shared/format';

/**
 * "20,000+" ("20.000+" in Spanish): the line-up's size as the viewer writes numbers. Not the shared
 * LIVE_CHANNELS_LABEL, which is written once, in English, as its module loads.
 */
export function liveChannelsLabel(): string {
  return `${groupThousands(LIVE_CHANNELS)}+`;
}
