import { LIVE_CHANNELS } from '@nimbus/shared/catalogue';
import { groupThousands } from '@nimbus/shared/format';

// Counts as the pages write them, in the current language ("20,000", "20.000"), spelled at render.
// The line-up's "20,000+" is shared/catalogue's liveChannelsLabel.

/** "18,000+": at least `value`. */
export function countPlus(value: number): string {
  return `${groupThousands(value)}+`;
}

/** "20,000": the live channels of the line-up. */
export function liveChannels(): string {
  return groupThousands(LIVE_CHANNELS);
}
