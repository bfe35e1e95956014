/**
 * Seeded pseudo-random numbers. Everything random in the product (the
 * simulator's variation) draws from here, so the same input and seed give the same output.
 */

/** 32-bit FNV-1a of a string. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A generator of floats in [0, 1): sfc32, seeded from the parts given. */
export type Random = () => number;

export function seeded(...parts: (string | number)[]): Random {
  const key = parts.join("\u0000");
  let a = hash32(`a${key}`);
  let b = hash32(`b${key}`);
  let c = hash32(`c${key}`);
  let d = hash32(`d${key}`) | 1;
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();
  return next;
}

/** A whole number in [0, n). */
export function pick(random: Random, n: number): number {
  return Math.floor(random() * n);
}

/** One element, chosen uniformly. */
export function choose<T>(random: Random, items: readonly T[]): T {
  return items[pick(random, items.length)]!;
}

/** Shuffles `items` in place (Fisher–Yates), each order equally likely. */
export function shuffle<T>(random: Random, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = pick(random, i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
