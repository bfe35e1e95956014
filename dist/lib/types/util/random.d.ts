/**
 * Seeded pseudo-random numbers. Everything random in the product (the
 * simulator's variation) draws from here, so the same input and seed give the same output.
 */
/** 32-bit FNV-1a of a string. */
export declare function hash32(text: string): number;
/** A generator of floats in [0, 1): sfc32, seeded from the parts given. */
export type Random = () => number;
export declare function seeded(...parts: (string | number)[]): Random;
/** A whole number in [0, n). */
export declare function pick(random: Random, n: number): number;
/** One element, chosen uniformly. */
export declare function choose<T>(random: Random, items: readonly T[]): T;
/** Shuffles `items` in place (Fisher–Yates), each order equally likely. */
export declare function shuffle<T>(random: Random, items: T[]): T[];
