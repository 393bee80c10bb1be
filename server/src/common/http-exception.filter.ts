import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DatabaseError } from 'pg';
import { QueryFailedError } from 'typeorm';
import { AppError, FieldErrors } from './errors';
import { rootLogger } from './logger';

interface ErrorBody {
  messages: string[];
  errors?: FieldErrors;
  request_id?: string;
}

const STATUS_MESSAGES: Partial<Record<number, string>> = {
  400: 'The request is not valid',
  401: 'Please log in first',
  403: 'You do not have permission to do this',
  404: 'Not found',
  405: 'Method not allowed',
  413: 'The request body is too large',
  415: 'The request content type is not supported',
  429: 'Too many requests. Please try again later.',
};

function fromHttpException(error: HttpException): [number, ErrorBody] {
  const status = error.getStatus();
  if (error instanceof AppError) return [status, { messages: error.messages, errors: error.fieldErrors }];
  if (status === HttpStatus.TOO_MANY_REQUESTS) return [status, { messages: [STATUS_MESSAGES[429]!] }];
  const response = error.getResponse();
  const raw = typeof response === 'object' && response !== null ? (response as { message?: unknown }).message : response;
  const list = (Array.isArray(raw) ? raw : [raw]).filter((m): m is string => typeof m === 'string' && m.length > 0);
  // Nest's router says "Cannot GET /x": give the client a plain message instead.
  if (status === HttpStatus.NOT_FOUND) return [status, { messages: [STATUS_MESSAGES[404]!] }];
  return [status, { messages: list.length > 0 && status < 500 ? list : [STATUS_MESSAGES[status] ?? 'Request failed'] }];
}

/**
 * The SQLSTATE of a Postgres error: from TypeORM (QueryFailedError copies the driver's fields) or
 * from pg itself (DatabaseError: statements run on pg's pool directly, see preparedQuery).
 */
function sqlState(error: unknown): string | undefined {
  if (!(error instanceof QueryFailedError) && !(error instanceof DatabaseError)) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * A database refusal the client's input caused. Never the driver's message: it may quote SQL or values.
 * Class 22 (data exception: NUL 22021, numeric out of range 22003, bad text for a type 22P02, a
 * negative OFFSET 2201X...) and class 54 (a value over a limit, e.g. an index row) are the input's fault.
 */
function fromDatabaseError(code: string): [number, ErrorBody] | undefined {
  if (code === '23505') return [409, { messages: ['This record already exists'] }];
  if (code === '23503') return [409, { messages: ['This record is used by other records'] }];
  if (code.startsWith('22') || code.startsWith('54') || code === '23514' || code === '23502') return [422, { messages: ['A value is not valid'] }];
  if (code === '40001' || code === '40P01') return [409, { messages: ['The record was changed at the same time by another request. Please try again.'] }];
  return undefined;
}

/** What the client sees for an error: the status and the JSON body. */
export interface ErrorAnswer {
  status: number;
  body: ErrorBody;
}

/**
 * Maps any error to a status and a JSON body with `messages`; an unknown error is logged with the
 * request id and becomes a generic 500 (never a stack trace or SQL).
 */
export function errorAnswer(error: unknown, request: { id?: unknown; method?: string; url?: string }): ErrorAnswer {
  let result: [number, ErrorBody] | undefined;
  const code = sqlState(error);
  if (error instanceof HttpException) result = fromHttpException(error);
  else if (code) result = fromDatabaseError(code);
  else if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number' && error.status >= 400 && error.status < 500) {
    result = [error.status, { messages: [STATUS_MESSAGES[error.status] ?? 'The request is not valid'] }];
  }
  // Mapped, yet worth seeing: input that the edge's validation let through to the database.
  if (code && result?.[0] === 422) rootLogger().warn({ code, request_id: request.id, method: request.method, url: request.url }, 'The database refused a value');
  if (!result) {
    const requestId = request.id !== undefined ? String(request.id) : undefined;
    rootLogger().error({ err: error, request_id: requestId, method: request.method, url: request.url }, 'Unhandled error');
    result = [500, { messages: ['Something went wrong on our side. Please try again later.'], request_id: requestId }];
  }
  const [status, body] = result;
  return { status, body: body.errors ? body : { messages: body.messages, ...(body.request_id ? { request_id: body.request_id } : {}) } };
}

/** The one global filter: every error answers through errorAnswer. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  catch(error: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const request = ctx.getRequest<Request & { id?: string }>();
    const response = ctx.getResponse<Response>();
    const { status, body } = errorAnswer(error, { id: request.id, method: request.method, url: request.originalUrl });
    if (response.headersSent) return;
    response.status(status).json(body);
  }
}
