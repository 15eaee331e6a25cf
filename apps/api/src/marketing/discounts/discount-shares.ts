/** How an amount in cents is shared over a cart's lines, in whole cents. */

/**
 * `amount` cents spread over the indices by `weights`, none past its `room`: largest remainders
 * first, and what a full index cannot take goes to the others. Answers the shares and what was left.
 */
export const spread = (amount: number, weights: number[], room: number[]) => {
  if (amount <= 0) return { shares: weights.map(() => 0), left: 0 };
  // Most often each share rounded on its own adds up and fits: no sorting of remainders then.
  const total = weights.reduce((sum, weight) => sum + Math.max(weight, 0), 0);
  if (total > 0) {
    const rounded = weights.map((weight) => Math.round((amount * Math.max(weight, 0)) / total));
    if (
      rounded.reduce((sum, share) => sum + share, 0) === amount &&
      rounded.every((share, index) => share <= room[index]!)
    )
      return { shares: rounded, left: 0 };
  }
  const shares = weights.map(() => 0);
  let left = amount;
  for (let round = 0; left > 0 && round < weights.length + 1; round++) {
    const open = weights.map((_, index) => index).filter((index) => room[index]! - shares[index]! > 0);
    const weight = open.reduce((sum, index) => sum + Math.max(weights[index]!, 0), 0);
    if (open.length === 0) break;
    const exact = open.map((index) =>
      weight === 0 ? left / open.length : (left * Math.max(weights[index]!, 0)) / weight,
    );
    const whole = exact.map(Math.floor);
    let remainder = left - whole.reduce((sum, value) => sum + value, 0);
    const byFraction = open
      .map((index, position) => ({ position, fraction: exact[position]! - whole[position]!, index }))
      .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
    for (const entry of byFraction) {
      if (remainder <= 0) break;
      whole[entry.position]! += 1;
      remainder -= 1;
    }
    let given = 0;
    open.forEach((index, position) => {
      const take = Math.min(whole[position]!, room[index]! - shares[index]!);
      shares[index]! += take;
      given += take;
    });
    left -= given;
    if (given === 0) break;
  }
  return { shares, left };
};

/** A percentage of each amount, rounded per line; spread in proportion when they do not add up to `wanted`. */
export const percentageShares = (left: number[], rate: number, wanted: number) => {
  const shares = left.map((amount) => Math.round(amount * rate));
  const total = shares.reduce((sum, value) => sum + value, 0);
  return total === wanted ? shares : spread(wanted, left, left).shares;
};
