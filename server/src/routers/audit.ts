import { auditListInput } from '@nimbus/shared/audit';
import { listAudit } from '../services/audit-list.ts';
import { adminListProcedure, router } from '../trpc/init.ts';

export const auditRouter = router({
  list: adminListProcedure.input(auditListInput).query(({ ctx, input }) => listAudit(ctx.db, input)),
});
