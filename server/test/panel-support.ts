import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createPanelSim } from '../src/panel-sim/simulator.ts';

/**
 * The panel simulator for one test file: listening on a free loopback port from before the first
 * test, its lines and faults emptied before each, closed after the last. `base` is its origin.
 */
export function simulatedPanel(options: { apiKey: string; accessCode: string }) {
  const panel = { sim: createPanelSim(options), base: '' };
  beforeAll(async () => {
    panel.base = await panel.sim.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => panel.sim.app.close());
  beforeEach(() => panel.sim.reset());
  return panel;
}
