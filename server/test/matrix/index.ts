import { authMatrix } from './auth.ts';
import { plansMatrix } from './plans.ts';
import { resetMatrix } from './reset.ts';
import type { MatrixEntry } from './types.ts';
import { usersMatrix } from './users.ts';

// One module per domain; role-matrix.test.ts checks that together they cover the router.
export const MATRIX: MatrixEntry[] = [...authMatrix, ...plansMatrix, ...resetMatrix, ...usersMatrix];
