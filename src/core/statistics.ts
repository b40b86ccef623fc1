/** The 95% Wilson score interval of `successes` out of `trials`, as [low, high]. */
export const wilsonInterval = (successes: number, trials: number, z = 1.959964): [number, number] => {
  if (trials === 0) return [0, 1];
  const share = successes / trials;
  const zz = z * z;
  const centre = share + zz / (2 * trials);
  const margin = z * Math.sqrt((share * (1 - share)) / trials + zz / (4 * trials * trials));
  const denominator = 1 + zz / trials;
  return [Math.max(0, (centre - margin) / denominator), Math.min(1, (centre + margin) / denominator)];
};

/** The value at quantile `q` (0–1) of the numbers, by the nearest-rank method; 0 for none. */
export const quantile = (values: readonly number[], q: number): number => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(q * sorted.length));
  return sorted[rank - 1]!;
};
