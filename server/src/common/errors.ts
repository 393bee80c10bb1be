import { HttpException, HttpStatus } from '@nestjs/common';
import { httpMessages } from './common.messages';
import type { FieldMessages, Message } from './messages';

export type { FieldMessages };

/**
 * An error the client may see: a status and catalogue messages (see messages.ts), plus per-field
 * messages for validation. The answer's `messages` are their wordings, `codes` their codes.
 */
export class AppError extends HttpException {
  readonly messages: readonly Message[];

  constructor(
    status: HttpStatus,
    messages: Message | readonly Message[],
    readonly fieldMessages?: FieldMessages,
  ) {
    const list = Array.isArray(messages) ? (messages as readonly Message[]) : [messages as Message];
    super({ messages: list.map((m) => m.text) }, status);
    this.messages = list;
  }
}

export class BadRequestError extends AppError {
  constructor(messages: Message | readonly Message[] = httpMessages.bad_request) {
    super(HttpStatus.BAD_REQUEST, messages);
  }
}

export class UnauthorizedError extends AppError {
  constructor(messages: Message | readonly Message[] = httpMessages.log_in_first) {
    super(HttpStatus.UNAUTHORIZED, messages);
  }
}

export class ForbiddenError extends AppError {
  constructor(messages: Message | readonly Message[] = httpMessages.forbidden) {
    super(HttpStatus.FORBIDDEN, messages);
  }
}

export class NotFoundError extends AppError {
  constructor(messages: Message | readonly Message[] = httpMessages.id_not_exists) {
    super(HttpStatus.NOT_FOUND, messages);
  }
}

export class ConflictError extends AppError {
  constructor(messages: Message | readonly Message[], fieldMessages?: FieldMessages) {
    super(HttpStatus.CONFLICT, messages, fieldMessages);
  }

  /** A conflict on one field (a name or address already taken). */
  static field(field: string, message: Message): ConflictError {
    return new ConflictError(message, { [field]: [message] });
  }
}

export class ValidationError extends AppError {
  constructor(messages: Message | readonly Message[], fieldMessages?: FieldMessages) {
    super(HttpStatus.UNPROCESSABLE_ENTITY, messages, fieldMessages);
  }

  /** A validation failure on one field. */
  static field(field: string, message: Message): ValidationError {
    return new ValidationError(message, { [field]: [message] });
  }

  /** Failures on several fields, in the order found: `messages` lists them all. */
  static fields(fields: FieldMessages): ValidationError {
    return new ValidationError(Object.values(fields).flat(), fields);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(messages: Message | readonly Message[] = httpMessages.too_many_requests) {
    super(HttpStatus.TOO_MANY_REQUESTS, messages);
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(messages: Message | readonly Message[]) {
    super(HttpStatus.SERVICE_UNAVAILABLE, messages);
  }
}
