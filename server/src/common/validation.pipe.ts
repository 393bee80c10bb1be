import { ArgumentMetadata, Injectable, ValidationError as ClassValidationError, ValidationPipe } from '@nestjs/common';
import { BadRequestError, FieldErrors, ValidationError } from './errors';

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

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const isDto = typeof metadata.metatype === 'function' && ![String, Number, Boolean, Array, Object].includes(metadata.metatype as never);
    if (metadata.type === 'body' && isDto) {
      if (value === undefined) value = {};
      if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new BadRequestError('The request body must be a JSON object');
    }
    return super.transform(value, metadata);
  }
}
