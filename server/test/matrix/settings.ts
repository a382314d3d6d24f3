import { DEFAULT_SETTINGS } from '@nimbus/shared/settings';
import type { MatrixEntry } from './types.ts';
import { ADMIN_ONLY, PUBLIC } from './types.ts';

export const settingsMatrix: MatrixEntry[] = [
  { path: 'settings.public', input: () => undefined, expect: PUBLIC },
  { path: 'settings.get', input: () => undefined, expect: ADMIN_ONLY },
  { path: 'settings.update', input: () => ({ ...DEFAULT_SETTINGS, supportEmail: 'help@nimbus.example' }), expect: ADMIN_ONLY },
];
