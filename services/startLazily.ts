/**
 * Starts what `load` brings (a module loaded on demand) once it is there, unless stopped before:
 * the returned function stops it whichever came first. A load that fails calls `failed` instead,
 * unless already stopped.
 */
export function startLazily<Module>(
  load: () => Promise<Module>,
  start: (module: Module) => () => void,
  failed: (error: unknown) => void,
): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  load().then(
    (module) => {
      if (!stopped) stop = start(module);
    },
    (error: unknown) => {
      if (!stopped) failed(error);
    },
  );
  return () => {
    stopped = true;
    stop?.();
  };
}
