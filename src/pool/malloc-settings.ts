import { USES_SAT_RELAXATION } from '../solver/alhambra/tuning.js';

/**
 * glibc's malloc settings for the runs with worker threads. By default each thread may get an arena of its own, and
 * after a large block is freed glibc serves blocks up to that size from the arenas, where freed memory stays
 * resident. The solver's worker threads free many large typed arrays, so without these settings a `patience stats`
 * run's resident memory creeps past 1 GiB (docs/research/worker-pool.md). Other C libraries ignore them.
 */
export const MALLOC_SETTINGS = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' } as const;

// The value of `--name value` or `--name=value` among the arguments, or undefined.
const optionValue = (args: readonly string[], name: string): string | undefined => {
  for (const [index, arg] of args.entries()) {
    if (arg === name) return args[index + 1];
    if (arg.startsWith(`${name}=`)) return arg.slice(name.length + 1);
  }
  return undefined;
};

/**
 * True if the `patience` command these arguments name may run worker threads, so that it needs `MALLOC_SETTINGS`:
 * `stats` always (its deals run on a pool), `solve` only for Alhambra on more than one thread in a variant that splits
 * among threads (a variant read from a file counts as one that does). Every other run has one thread, where the
 * settings matter little and starting the program a second time would double its start-up.
 */
export const needsMallocSettings = (args: readonly string[]): boolean => {
  if (args[0] === 'stats') return true;
  if (args[0] !== 'solve' || args[1] !== 'alhambra') return false;
  const threads = optionValue(args, '--threads');
  if (threads !== undefined && Number(threads) < 2) return false;
  const variant = optionValue(args, '--variant');
  return variant === undefined || USES_SAT_RELAXATION[variant as keyof typeof USES_SAT_RELAXATION] === true;
};
