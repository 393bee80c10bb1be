import type { ValueTransformer } from 'typeorm';

/** A bigint column (money in minor units) read as a JS number: pg hands bigint over as text. */
export const bigintNumber: ValueTransformer = { to: (v: number | null) => v, from: (v: string | null) => (v === null ? null : Number(v)) };
