import { z } from '@nimbus/shared/zod';

/** `/home?section=plans` scrolls to the element with that id (specification, Home). */
export const homeSearch = z.object({
  section: z.string().regex(/^[a-z][a-z0-9-]{0,40}$/).optional().catch(undefined),
});
