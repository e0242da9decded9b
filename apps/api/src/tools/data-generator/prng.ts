/**
 * Seedable pseudo-random numbers for the data generator (never Math.random: the same seed must give the same data).
 * sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, 32-bit), seeded through a string hash, so that a
 * stream can be derived from a seed and a label ("companies", "contacts") and stays independent of the others.
 */

/** 32-bit FNV-1a of a string, mixed with murmur3's finaliser. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** A stream of pseudo-random numbers with the helpers the generator needs. */
export class Prng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  /** A stream for `seed` and `label`: same pair, same stream. */
  constructor(seed: number, label: string) {
    this.a = hashString(`${seed}:${label}:a`);
    this.b = hashString(`${seed}:${label}:b`);
    this.c = hashString(`${seed}:${label}:c`);
    this.d = 1;
    for (let warmUp = 0; warmUp < 12; warmUp += 1) this.nextUint32();
  }

  /** Next unsigned 32-bit integer. */
  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability `probability`. */
  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** One item, uniformly. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Prng.pick: empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** `count` distinct items (fewer if the list is shorter), in drawing order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const result: T[] = [];
    while (result.length < count && pool.length > 0) {
      const index = Math.floor(this.next() * pool.length);
      result.push(pool[index]!);
      pool[index] = pool[pool.length - 1]!;
      pool.pop();
    }
    return result;
  }
}

/**
 * Draws items with given weights in O(log n) (cumulative weights and a binary search). Build once, draw often.
 */
export class WeightedPicker<T> {
  private readonly items: readonly T[];
  private readonly cumulative: Float64Array;
  private readonly total: number;

  constructor(entries: readonly (readonly [T, number])[]) {
    const kept = entries.filter(([, weight]) => weight > 0);
    if (kept.length === 0) throw new Error('WeightedPicker: no item with a positive weight');
    this.items = kept.map(([item]) => item);
    this.cumulative = new Float64Array(kept.length);
    let sum = 0;
    kept.forEach(([, weight], index) => {
      sum += weight;
      this.cumulative[index] = sum;
    });
    this.total = sum;
  }

  pick(prng: Prng): T {
    const target = prng.next() * this.total;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.cumulative[middle]! > target) high = middle;
      else low = middle + 1;
    }
    return this.items[low]!;
  }
}

/** Weights decreasing with the rank (Zipf-like, `1 / (rank + offset)`), for name lists ordered by frequency. */
export function rankWeighted<T>(items: readonly T[], offset = 8): WeightedPicker<T> {
  return new WeightedPicker(items.map((item, rank) => [item, 1 / (rank + offset)] as const));
}
