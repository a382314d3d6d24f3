import { auditListInput } from '@nimbus/shared/audit';
import { listAudit } from '../services/audit-list.ts';
import { adminProcedure, router } from '../trpc/init.ts';

export const auditRouter = router({
  list: adminProcedure.input(auditListInput).query(({ ctx, input }) => listAudit(ctx.db, input)),
});
