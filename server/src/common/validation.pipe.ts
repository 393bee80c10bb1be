import { ArgumentMetadata, Injectable, ValidationError as ClassValidationError, ValidationPipe } from '@nestjs/common';
import { httpMessages, validationMessages } from './common.messages';
import { BadRequestError, type FieldMessages, ValidationError } from './errors';
import { contextMessage, type Message } from './messages';
import { cleanRequestText } from './request-text';

/** Rules that say a value is missing or of the wrong kind, most basic first. */
const BASIC_RULES = ['isDefined', 'isNotEmpty', 'isString', 'isInt', 'isNumber', 'isBoolean', 'isArray', 'isObject', 'isEmail', 'isIn'];

/**
 * The messages of one field's failed rules. A rule declared with says() carries its code; one
 * without (a decorator left on class-validator's default wording) answers "<field> is not valid"
 * under validation.invalid, so no wording leaves without a code (message-codes.spec.ts finds those).
 */
function ruleMessages(path: string, error: ClassValidationError, rules: string[]): Message[] {
  return rules.map((rule) => contextMessage(error.constraints![rule], error.contexts?.[rule]) ?? validationMessages.invalid({ field: path }));
}

/**
 * A field that is missing or of the wrong kind shows that one message (not also "too long", which
 * would mislead); otherwise each rule it breaks, once.
 */
function fieldMessages(path: string, error: ClassValidationError): Message[] {
  const names = Object.keys(error.constraints!);
  const basic = BASIC_RULES.find((rule) => names.includes(rule));
  const messages = ruleMessages(path, error, basic ? [basic] : names);
  return messages.filter((message, index) => messages.findIndex((m) => m.text === message.text) === index);
}

function collect(errors: ClassValidationError[], prefix: string, into: FieldMessages): void {
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) {
      const known = into[path] ?? [];
      into[path] = [...known, ...fieldMessages(path, error).filter((m) => !known.some((k) => k.text === m.text))];
    }
    if (error.children?.length) collect(error.children, path, into);
  }
}

/** The messages of class-validator failures, as the pipe answers them (one per problem, per field). */
export function failureMessages(errors: ClassValidationError[]): Message[] {
  const fields: FieldMessages = {};
  collect(errors, '', fields);
  return Object.values(fields).flat();
}

/**
 * class-validator at the edge: unknown fields stripped, values transformed, failures as 422 with
 * `messages` (one readable line per problem) and `errors` (the same, per field).
 */
@Injectable()
export class AppValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      transform: true,
      forbidUnknownValues: false,
      validationError: { target: false, value: false },
      exceptionFactory: (errors) => {
        const fields: FieldMessages = {};
        collect(errors, '', fields);
        const messages = Object.values(fields).flat();
        return new ValidationError(messages.length > 0 ? messages : validationMessages.failed, fields);
      },
    });
  }

  /**
   * Every argument a handler takes from the request (body, query, path parameters; on Express and
   * on the fast path alike) passes here, so this is where text is checked: a NUL character is
   * refused, lone surrogates are read as U+FFFD (see cleanRequestText). Decorators such as
   * @CurrentAdmin() and uploaded files ('custom') are not request text.
   */
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'custom') return super.transform(value, metadata);
    value = cleanRequestText(value, metadata.data ? [metadata.data] : []);
    const isDto = typeof metadata.metatype === 'function' && ![String, Number, Boolean, Array, Object].includes(metadata.metatype as never);
    if (metadata.type === 'body' && isDto) {
      if (value === undefined) value = {};
      if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new BadRequestError(httpMessages.body_not_object);
    }
    let result: unknown;
    try {
      result = await super.transform(value, metadata);
    } catch (error) {
      // The body readers cap nesting, but a transform may parse JSON text of its own (multipart
      // lists): class-transformer and class-validator recurse, and must not end in a 500.
      if (error instanceof RangeError && /call stack/i.test(error.message)) throw new BadRequestError(httpMessages.body_too_deep);
      throw error;
    }
    // Transforms may have parsed JSON text into new strings (multipart lists): check those too.
    return metadata.type === 'body' ? cleanRequestText(result) : result;
  }
}
