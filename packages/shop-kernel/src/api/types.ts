import type { components } from './schema';

/**
 * An answer of the API by its response class name, from the types generated out of the server's
 * OpenAPI document (schema.ts, `npm run api:types`): the server's response classes are the one place an
 * answer's shape is written.
 */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
