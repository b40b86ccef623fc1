import { needsMallocSettings } from '../pool/malloc-settings.js';

/**
 * Runs the `patience` command with these arguments and resolves to its exit status. A run with worker threads runs in
 * a child process with glibc's malloc settings (see malloc-settings.ts); the rest run here, since starting Node twice
 * would double their start-up. The command line itself is imported only in the process that runs it.
 */
export const runPatience = async (args: readonly string[]): Promise<number> => {
  const relaunched = needsMallocSettings(args)
    ? (await import('../pool/relaunch.js')).relaunchWithMallocSettings()
    : undefined;
  if (relaunched !== undefined) return relaunched;
  const { main } = await import('./main.js');
  return main(args);
};
