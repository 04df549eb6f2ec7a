/** Whether `error` is Node's answer to an import of `name` that is not installed (not one of its own imports failing). */
function isMissingPackage(error: unknown, name: string): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === 'ERR_MODULE_NOT_FOUND' && typeof message === 'string' && message.includes(`'${name}'`);
}

/**
 * The one line to print when jsdom cannot be loaded, or undefined when it can. The linter runs the
 * runtime's sanitizer in a jsdom window; jsdom is an optional peer of the package (a host that
 * only renders never needs it), so a partner may not have it: they are told how to get it, with
 * no stack trace. Any other failure is thrown as it is.
 */
export async function jsdomMissing(command: string, load: () => Promise<unknown> = () => import('jsdom')): Promise<string | undefined> {
  try {
    await load();
    return undefined;
  } catch (error) {
    if (!isMissingPackage(error, 'jsdom')) throw error;
    return `universal-nav ${command} needs jsdom, which is not installed: run npm install --save-dev universal-nav jsdom, or npx -p universal-nav -p jsdom universal-nav ${command} DIR`;
  }
}
