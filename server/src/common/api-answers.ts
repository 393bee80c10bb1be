import type { Type } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/**
 * What controllers declare about their answers, so /api/docs shows every response schema and the UIs'
 * types are generated from it (test/api/api-types.spec.ts). Response classes live beside each module's
 * DTOs (`<module>.responses.ts`); presenters return them, so a presenter and its schema cannot drift.
 */

/** Every failure, and the few answers that are a message ("Logged out"): see messages.ts. */
export class MessageAnswer {
  @ApiProperty({ type: [String], description: 'The messages, word for word as the REST contract writes them' })
  messages: string[];

  @ApiProperty({ type: [String], description: 'One stable code per message, in the same order (e.g. inventory.over_total)' })
  codes: string[];

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'object', additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] } },
    description: 'Present when a wording names values: one object per message ({} when it names none)',
  })
  params?: Record<string, string | number>[];

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    description: 'Validation failures per field (status 422; also 409 for a taken name)',
  })
  errors?: Record<string, string[]>;

  @ApiPropertyOptional({ description: 'With a 500: the id of the request in the server log' })
  request_id?: string;
}

/** The answer of a delete: the id that is gone. */
export class DeletedAnswer {
  @ApiProperty()
  id: number;
}

const LIST_HEADERS = {
  'Content-Range': { description: 'react-admin range: `<resource> <first>-<last>/<total>`', schema: { type: 'string' } },
  'X-Total-Count': { description: 'How many rows the filter matches', schema: { type: 'string' } },
  'X-Total-Exact': {
    description: '"false" when the total is an estimate (a list of more than 10,000 matching rows): shown as "about N"',
    schema: { type: 'string' },
  },
};

/** A react-admin list: a JSON array of `type`, with Content-Range and X-Total-Count headers. */
export const ApiList = (type: Type<unknown>) => ApiOkResponse({ type: [type], headers: LIST_HEADERS });

/** A 200 answer of `type` (an array of it with `[type]`). */
export const ApiAnswer = (type: Type<unknown> | [Type<unknown>]) => ApiOkResponse({ type });

/** A 201 answer of `type` (a POST that creates). */
export const ApiCreated = (type: Type<unknown>) => ApiCreatedResponse({ type });

/** An answer that is a message with its code ("Logged out", "Reset link sent..."). */
export const ApiMessageAnswer = () => ApiOkResponse({ type: MessageAnswer });
