import { ClassConstructor, plainToInstance, Transform } from 'class-transformer';

/** Trims text; leaves other values for the validators to reject. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** Trims and lowercases an email address. */
export const NormalizeEmail = () => Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

/** Accepts true/false as JSON booleans or as the strings "1"/"0"/"true"/"false" (multipart forms). */
export const ToBoolean = () =>
  Transform(({ value }) => {
    if (value === '1' || value === 'true' || value === 1) return true;
    if (value === '0' || value === 'false' || value === 0) return false;
    return value;
  });

/** Accepts whole numbers sent as strings (multipart forms). */
export const ToInt = () => Transform(({ value }) => (typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value));

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/**
 * Accepts a JSON value sent as a string (multipart forms carry lists as JSON text). With `type`, parsed
 * objects become instances of that DTO so nested validation and whitelisting see their fields.
 */
export const ParseJsonString = (type?: () => ClassConstructor<object>) =>
  Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    try {
      const parsed: unknown = JSON.parse(value);
      return type && parsed !== null && typeof parsed === 'object' ? plainToInstance(type(), parsed) : parsed;
    } catch {
      return value;
    }
  });

/** Multipart forms send "no value" as an empty string (or "null"). */
export const EmptyToNull = () => Transform(({ value }) => (value === '' || value === 'null' ? null : value));

/** A list of texts as given: each trimmed (lowercased with `lower`), empty ones dropped, each once (compared without case). */
export const CleanTextList = (lower = false) =>
  Transform(({ value }) => {
    if (!Array.isArray(value)) return value;
    const seen = new Set<string>();
    return value.flatMap((item: unknown) => {
      if (typeof item !== 'string') return [item];
      const text = lower ? item.trim().toLowerCase() : item.trim();
      if (!text || seen.has(text.toLowerCase())) return [];
      seen.add(text.toLowerCase());
      return [text];
    });
  });
