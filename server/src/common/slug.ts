import { Transform } from 'class-transformer';

/** A url slug: lowercase letters, digits and hyphens; Chinese characters too. */
export const SLUG = /^[a-z0-9\p{Script=Han}-]+$/u;
export const SLUG_MESSAGE = 'url may hold only letters, digits and hyphens';

/** Trims and lowercases a slug. */
export const NormalizeSlug = () => Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));
