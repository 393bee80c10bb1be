import { compressBody, type Encoding } from './compression';

/**
 * An answer kept whole between requests (a cached catalogue page): its JSON text, and its bodies
 * compressed for each encoding asked, are made once and sent as they are by the fast path
 * (common/fast-path.ts). Everywhere else it is the plain value: JSON.stringify (Express's res.json,
 * the storefront renderer) reads it through toJSON.
 */
export class JsonAnswer<T> {
  private text?: string;
  private kept?: T;
  private readonly packed = new Map<Encoding, Promise<Buffer>>();

  constructor(value: T) {
    this.kept = value;
  }

  /** The value (read back from the JSON text once the answer is compact). */
  get value(): T {
    return this.kept ?? (JSON.parse(this.json) as T);
  }

  /** The JSON text, made on first use. */
  get json(): string {
    return (this.text ??= JSON.stringify(this.kept));
  }

  /**
   * Keeps the JSON text alone: many answers kept at once then hold a string each instead of an object
   * graph several times its size (less memory and garbage-collection work). The value is read back
   * from the text when asked, which only answers through Express do.
   */
  compact(): this {
    void this.json;
    this.kept = undefined;
    return this;
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
