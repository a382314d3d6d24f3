import { auditListInput } from '@nimbus/shared/audit';
import { listAudit } from '../services/audit-list.ts';
import { adminProcedure, router, staffList } from '../trpc/init.ts';

export const auditRouter = router({
  list: adminProcedure
    .input(auditListInput)
    .use(staffList(['audit_log', 'users', 'plans']))
    .query(({ ctx, input }) => listAudit(ctx.db, input)),
});
