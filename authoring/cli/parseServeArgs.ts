/** What the template server is started with: `universal-nav serve DIR ...` and `npm start -- ...` alike. */
export interface ServeOptions {
  /** A partner's template folder, served and watched; none serves the fixture partners' sets. */
  templatesDir?: string;
  /** 0 picks a free port. */
  port: number;
  allowOrigins: string[];
}

export type ParsedServeArgs =
  | { options: ServeOptions; positional: string[]; help: boolean }
  | { error: string };

/**
 * The template server's options: `--templates DIR`, `--port N` and `--allow-origin ORIGIN` (each
 * also as `--name=value`), over PORT (default 5173) and UNAV_ALLOW_ORIGINS (comma-separated) from
 * the environment. Other words are returned as `positional`, for the command to accept or refuse.
 */
export function parseServeArgs(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): ParsedServeArgs {
  let templatesDir: string | undefined;
  let port = Number(env.PORT ?? 5173);
  const allowOrigins = (env.UNAV_ALLOW_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean);
  const positional: string[] = [];
  let help = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--templates') templatesDir = argv[++i];
    else if (arg.startsWith('--templates=')) templatesDir = arg.slice('--templates='.length);
    else if (arg === '--port') port = Number(argv[++i]);
    else if (arg.startsWith('--port=')) port = Number(arg.slice('--port='.length));
    else if (arg === '--allow-origin') allowOrigins.push(argv[++i] ?? '');
    else if (arg.startsWith('--allow-origin=')) allowOrigins.push(arg.slice('--allow-origin='.length));
    else if (arg === '--help' || arg === '-h') help = true;
    else if (arg.startsWith('-')) return { error: `Unknown argument: ${arg}` };
    else positional.push(arg);
  }
  if (!Number.isInteger(port) || port < 0 || port > 65535) return { error: `Invalid port: ${String(port)}` };
  const options: ServeOptions = templatesDir === undefined || templatesDir === '' ? { port, allowOrigins } : { templatesDir, port, allowOrigins };
  return { options, positional, help };
}
