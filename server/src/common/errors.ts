import { HttpException, HttpStatus } from '@nestjs/common';

export type FieldErrors = Record<string, string[]>;

/** An error the client may see: a status and readable `messages` (plus field details for validation). */
export class AppError extends HttpException {
  readonly messages: string[];

  constructor(status: HttpStatus, messages: string | string[], readonly fieldErrors?: FieldErrors) {
    const list = Array.isArray(messages) ? messages : [messages];
    super({ messages: list }, status);
    this.messages = list;
  }
}

const ID_NOT_EXISTS = 'ID not exists';

/** What a request body that cannot be read answers (Express's parsers and the fast path alike). */
export const BODY_NOT_JSON = 'The request body is not valid JSON';
export const BODY_TOO_LARGE = 'The request body is too large';
export const BODY_TOO_DEEP = 'The request body is nested too deeply';

export class BadRequestError extends AppError {
  constructor(messages: string | string[]) {
    super(HttpStatus.BAD_REQUEST, messages);
  }
}

export class UnauthorizedError extends AppError {
  constructor(messages: string | string[] = 'Please log in first') {
    super(HttpStatus.UNAUTHORIZED, messages);
  }
}

export class ForbiddenError extends AppError {
  constructor(messages: string | string[] = 'You do not have permission to do this') {
    super(HttpStatus.FORBIDDEN, messages);
  }
}

export class NotFoundError extends AppError {
  constructor(messages: string | string[] = ID_NOT_EXISTS) {
    super(HttpStatus.NOT_FOUND, messages);
  }
}

export class ConflictError extends AppError {
  constructor(messages: string | string[], fieldErrors?: FieldErrors) {
    super(HttpStatus.CONFLICT, messages, fieldErrors);
  }
}

export class ValidationError extends AppError {
  constructor(messages: string | string[], fieldErrors?: FieldErrors) {
    super(HttpStatus.UNPROCESSABLE_ENTITY, messages, fieldErrors);
  }

  /** A validation failure on one field. */
  static field(field: string, message: string): ValidationError {
    return new ValidationError(message, { [field]: [message] });
  }
}

export class TooManyRequestsError extends AppError {
  constructor(messages: string | string[] = 'Too many requests. Please try again later.') {
    super(HttpStatus.TOO_MANY_REQUESTS, messages);
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(messages: string | string[]) {
    super(HttpStatus.SERVICE_UNAVAILABLE, messages);
  }
}
