import type { MatrixEntry } from './types.ts';
import { ADMIN_ONLY } from './types.ts';

export const auditMatrix: MatrixEntry[] = [{ path: 'audit.list', input: () => ({}), expect: ADMIN_ONLY }];
