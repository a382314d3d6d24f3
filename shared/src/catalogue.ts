import { groupThousands } from './format.ts';

// What the shop claims about its line-up, in one place: the home page, the channel list, the
// guide and the "why choose us" blocks all read these, so they never disagree again.

/** Live channels in the line-up (the channel list's regions add up to a little over this). */
export const LIVE_CHANNELS = 20_000;

/**
 * "20,000+" ("20.000+" in Spanish), as the pages write it: spelled each time, in the viewer's
 * language of the moment.
 */
export function liveChannelsLabel(): string {
  return `${groupThousands(LIVE_CHANNELS)}+`;
}
