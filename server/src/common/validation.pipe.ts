import { ArgumentMetadata, Injectable, ValidationError as ClassValidationError, ValidationPipe } from '@nestjs/common';
import { BadRequestError, BODY_TOO_DEEP, FieldErrors, ValidationError } from './errors';
import { cleanRequestText } from './request-text';

/** Rules that say a value is missing or of the wrong kind, most basic first. */
const BASIC_RULES = ['isDefined', 'isNotEmpty', 'isString', 'isInt', 'isNumber', 'isBoolean', 'isArray', 'isObject', 'isEmail', 'isIn'];

/**
 * A field that is missing or of the wrong kind shows that one message (not also "too long", which
 * would mislead); otherwise each rule it breaks, once.
 */
function fieldMessages(constraints: Record<string, string>): string[] {
  const basic = BASIC_RULES.find((rule) => rule in constraints);
  return basic ? [constraints[basic]] : [...new Set(Object.values(constraints))];
}

function collect(errors: ClassValidationError[], prefix: string, into: FieldErrors): void {
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) into[path] = [...new Set([...(into[path] ?? []), ...fieldMessages(error.constraints)])];
    if (error.children?.length) collect(error.children, path, into);
  }
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
        const fields: FieldErrors = {};
        collect(errors, '', fields);
        const messages = Object.values(fields).flat();
        return new ValidationError(messages.length > 0 ? messages : ['Validation Fail: Please make sure all fields are filled in correctly'], fields);
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
      if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new BadRequestError('The request body must be a JSON object');
    }
    let result: unknown;
    try {
      result = await super.transform(value, metadata);
    } catch (error) {
      // The body readers cap nesting, but a transform may parse JSON text of its own (multipart
      // lists): class-transformer and class-validator recurse, and must not end in a 500.
      if (error instanceof RangeError && /call stack/i.test(error.message)) throw new BadRequestError(BODY_TOO_DEEP);
      throw error;
    }
    // Transforms may have parsed JSON text into new strings (multipart lists): check those too.
    return metadata.type === 'body' ? cleanRequestText(result) : result;
  }
}
