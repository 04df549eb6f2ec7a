import { loadavg } from 'node:os';

/** The machine's load averages (1, 5, 15 minutes), printed beside a figure that load may sway. */
export function machineLoad(): string {
  return loadavg().map((n) => n.toFixed(2)).join(' ');
}
