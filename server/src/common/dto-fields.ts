import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateBy, ValidateIf } from 'class-validator';
import { validationMessages as v } from './common.messages';
import { LANGUAGE_MESSAGE } from './i18n/language.pipe';
import { isLanguage, LANGUAGE_CODES } from './i18n/languages';
import { NormalizeEmail, ToBoolean, ToInt, Trim } from './dto-helpers';
import { says, type Message } from './messages';
import { MAX_ID } from './parse-id.pipe';
import { NormalizeSlug, SLUG } from './slug';

// Field rules that many DTOs share, with the house wording. Each lists its decorators in the order
// stacked decorators would apply (bottom first), so a field's messages come out in the order its rules are listed.

/** One line of text: no control character (CR, LF, tab, NUL...) nor Unicode line or paragraph separator. */
const ONE_LINE = /^[^\x00-\x1f\x7f\u2028\u2029]*$/;
// A rule of its own name: class-validator keys a property's failures by rule name, so a second Matches() on
// the same property (a keyword's own pattern) would overwrite this one's message or code.
export const OneLine = (field: string) =>
  ValidateBy({ name: 'oneLine', validator: { validate: (value: unknown) => typeof value !== 'string' || ONE_LINE.test(value) } }, says(v.one_line({ field })));

/**
 * Text that must be present: "<field> is required", at most `max` characters, trimmed, on one line (a
 * name, a title, a subject: a line break there would travel into mail headers and page titles). Null
 * counts as empty: beside IsOptional() (an update may leave the field out) null would otherwise skip
 * every rule and reach the service as a name.
 */
export const RequiredText = (field: string, max: number) => applyDecorators(OneLine(field), RequiredLongText(field, max));

/** RequiredText that may hold several lines (a message). */
export const RequiredLongText = (field: string, max: number) =>
  applyDecorators(
    MaxLength(max, says(v.max_length({ field, max }))),
    IsNotEmpty(says(v.required({ field }))),
    IsString(says(v.required({ field }))),
    Trim(),
    Transform(({ value }) => (value === null ? '' : value)),
  );

/** An email that must be present: trimmed and lowercased, "email is required", at most 254 characters, "email must be a valid email address". */
export const RequiredEmail = () =>
  applyDecorators(
    IsEmail({}, says(v.email({ field: 'email' }))),
    MaxLength(254, says(v.max_length({ field: 'email', max: 254 }))),
    IsNotEmpty(says(v.required({ field: 'email' }))),
    NormalizeEmail(),
  );

/**
 * May be left out, but not sent as null. IsOptional() waves null through as well, and a service
 * that reads "left out" as undefined then meets null; here null is checked by the field's rules.
 */
export const Omittable = () => ValidateIf((_, value) => value !== undefined);

/** Optional text on one line (see RequiredText): "<field> must be text", at most `max` characters; trimmed unless `trim` is false. */
export const OptionalText = (field: string, max: number, trim = true) => applyDecorators(OneLine(field), OptionalLongText(field, max, trim));

/** OptionalText that may hold several lines (a description, a note, an address, rich text). */
export const OptionalLongText = (field: string, max: number, trim = true) =>
  applyDecorators(MaxLength(max, says(v.max_length({ field, max }))), IsString(says(v.text({ field }))), ...(trim ? [Trim()] : []), IsOptional());

/**
 * A finite number with at most `places` decimals, every failure saying `message`: the one decimals rule.
 * class-validator's IsNumber({ maxDecimalPlaces }) reads the decimals from the number's text and throws on
 * exponent notation (1e-7, -6e-323, 5e-324): a 500 the fuzz spec found. test/unit/source-rules.spec.ts keeps
 * that option out of the server.
 */
export const DecimalNumber = (places: number, message: Message) =>
  ValidateBy(
    {
      name: 'decimalNumber',
      validator: { validate: (value: unknown) => typeof value === 'number' && Number.isFinite(value) && Number(value.toFixed(places)) === value },
    },
    says(message),
  );

/** An optional true/false flag (JSON booleans or "1"/"0"/"true"/"false" from forms). */
export const OptionalFlag = (field: string) => applyDecorators(IsBoolean(says(v.boolean({ field }))), ToBoolean(), IsOptional());

/**
 * Beside ValidateNested({ each: true }) on a list of objects: ValidateNested refuses a text or a
 * number where an object belongs, but takes a list there ([[...]]) and checks nothing inside it.
 */
export const NoListsInside = (message: Message) =>
  ValidateBy({ name: 'noListsInside', validator: { validate: (value: unknown) => !Array.isArray(value) || !value.some(Array.isArray) } }, says(message));

/** A row id (a whole number from 1 to MAX_ID; digits in text are taken), every failure saying `message`. */
export const IdField = (message: Message) => applyDecorators(ToInt(), IsInt(says(message)), Min(1, says(message)), Max(MAX_ID, says(message)));

/** A text per language ({"en_us": ...}): only the interface languages, each a string of at most `max` characters. */
export const PerLanguage = (max: number, message: Message) =>
  ValidateBy(
    {
      name: 'perLanguage',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'object' &&
          value !== null &&
          !Array.isArray(value) &&
          Object.entries(value).every(([k, text]) => isLanguage(k) && typeof text === 'string' && text.length <= max),
      },
    },
    says(message),
  );

/** A language that may be left out: one of en_us, zh_hk, zh_cn ("language must be one of ..."). */
export const OptionalLanguage = () => applyDecorators(IsIn(LANGUAGE_CODES, says(LANGUAGE_MESSAGE)), IsOptional());

/** A url slug: "url is required", trimmed and lowercased, at most 200 characters, SLUG's characters (`characters` the module's wording). */
export const SlugUrl = (characters: Message) =>
  applyDecorators(
    Matches(SLUG, says(characters)),
    MaxLength(200, says(v.max_length({ field: 'url', max: 200 }))),
    IsNotEmpty(says(v.required({ field: 'url' }))),
    IsString(says(v.required({ field: 'url' }))),
    NormalizeSlug(),
  );
