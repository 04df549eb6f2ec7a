/** What a bench hands bench/run.ts: its report lines and whether its budgets are met. */
export interface BenchResult {
  name: string;
  lines: string[];
  ok: boolean;
  /** False while a bench's ceilings are targets only: missed, they are reported OVER, but the exit code stays 0. */
  binding?: boolean;
}
