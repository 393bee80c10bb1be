import { compressBody, type Encoding } from './compression';

/**
 * An answer kept whole between requests (a cached catalogue page): its JSON text, and its bodies
 * compressed for each encoding asked, are made once and sent as they are by the fast path
 * (common/fast-path.ts). Everywhere else it is the plain value: JSON.stringify (Express's res.json,
 * the storefront renderer) reads it through toJSON.
 */
export class JsonAnswer<T> {
  private text?: string;
  private readonly packed = new Map<Encoding, Promise<Buffer>>();

  constructor(readonly value: T) {}

  /** The JSON text, made on first use. */
  get json(): string {
    return (this.text ??= JSON.stringify(this.value));
  }

  /** The JSON text compressed with `encoding`, made on first use (a failed compression is not kept). */
  compressed(encoding: Encoding): Promise<Buffer> {
    let body = this.packed.get(encoding);
    if (!body) {
      body = compressBody(this.json, encoding);
      this.packed.set(encoding, body);
      body.catch(() => this.packed.delete(encoding));
    }
    return body;
  }

  toJSON(): T {
    return this.value;
  }
}
