import { applyDecorators } from '@nestjs/common';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { ToBoolean, Trim } from './dto-helpers';

// Field rules that many DTOs share, with the house wording. Each lists its decorators in the order
// stacked decorators would apply (bottom first), so messages come out as before.

/** Text that must be present: "<field> is required", at most `max` characters, trimmed. */
export const RequiredText = (field: string, max: number) =>
  applyDecorators(
    MaxLength(max, { message: `${field} must be at most ${max} characters long` }),
    IsNotEmpty({ message: `${field} is required` }),
    IsString({ message: `${field} is required` }),
    Trim(),
  );

/** Optional text: "<field> must be text", at most `max` characters; trimmed unless `trim` is false. */
export const OptionalText = (field: string, max: number, trim = true) =>
  applyDecorators(
    MaxLength(max, { message: `${field} must be at most ${max} characters long` }),
    IsString({ message: `${field} must be text` }),
    ...(trim ? [Trim()] : []),
    IsOptional(),
  );

/** An optional true/false flag (JSON booleans or "1"/"0"/"true"/"false" from forms). */
export const OptionalFlag = (field: string) => applyDecorators(IsBoolean({ message: `${field} must be true or false` }), ToBoolean(), IsOptional());
