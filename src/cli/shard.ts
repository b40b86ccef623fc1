import { err, ok, type Result } from '../core/result.js';

/** One share of a range of deals (`--shard K/N`): `index` K counts from 1 to `count` N. */
export interface Shard {
  readonly index: number;
  readonly count: number;
}

/** The most shards a range is split into. */
export const MAX_SHARDS = 1_000_000;

/** Parses `K/N`: shard K of N, both whole numbers, 1 ≤ K ≤ N ≤ `MAX_SHARDS`. */
export const parseShard = (text: string): Result<Shard> => {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (match === null) return err('it must be K/N, such as 2/8: the second of eight shares');
  const index = Number(match[1]);
  const count = Number(match[2]);
  if (count < 1 || count > MAX_SHARDS) return err(`the number of shards must be from 1 to ${MAX_SHARDS}`);
  if (index < 1 || index > count) return err(`the shard must be from 1 to ${count}`);
  return ok({ index, count });
};

/**
 * True if `deal` of the range starting at `first` belongs to the shard: deals are dealt out in turn, so deal d goes to
 * shard ((d - first) mod N) + 1. Every shard gets a share of each part of the range, so hard deals spread evenly and
 * a shard's results, finished or not, sample the whole range.
 */
export const inShard = (shard: Shard, first: bigint, deal: bigint): boolean =>
  (deal - first) % BigInt(shard.count) === BigInt(shard.index - 1);
