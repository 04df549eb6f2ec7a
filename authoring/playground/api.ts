/** The demo server's calls the playground makes (fixtures/server/playgroundRoutes.ts, the linter in controlRoutes.ts). */
import type { BootstrapContext } from '../../engine/core/wire/marketTypes.ts';
import type { PlaygroundProblem } from './playgroundLint.ts';
import { exportedFiles, type PlaygroundFiles } from './templateSet.ts';

/** A partner's published set to start from; undefined when the server has none for that code. */
export async function fetchPartnerSet(partner: string): Promise<PlaygroundFiles | undefined> {
  const response = await fetch(`/playground/set?partner=${encodeURIComponent(partner)}`);
  return response.ok ? ((await response.json()) as { files: PlaygroundFiles }).files : undefined;
}

/** The persona's bootstrap on the partner, as the marketplace answers it; undefined when refused. */
export async function fetchBootstrap(persona: string, partner: string): Promise<BootstrapContext | undefined> {
  const response = await fetch(`/playground/bootstrap?persona=${encodeURIComponent(persona)}&partner=${encodeURIComponent(partner)}`);
  return response.ok ? ((await response.json()) as BootstrapContext) : undefined;
}

/** The linter's problems with the set as exported; throws an Error whose message the status line shows. */
export async function lintSet(files: PlaygroundFiles): Promise<PlaygroundProblem[]> {
  const response = await fetch('/__fixtures/lint', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ files: exportedFiles(files) }) });
  if (!response.ok) throw new Error(`the linter answered ${response.status}`);
  return ((await response.json()) as { problems: PlaygroundProblem[] }).problems;
}
