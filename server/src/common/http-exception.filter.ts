import { ArgumentsHost, Catch, ExceptionFilter, HttpException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DatabaseError } from 'pg';
import { QueryFailedError } from 'typeorm';
import { databaseMessages, httpMessages, multipartMessages } from './common.messages';
import { AppError } from './errors';
import { messageBody, type Message, type MessageBody as ErrorBody } from './messages';
import { rootLogger } from './logger';

const STATUS_MESSAGES: Partial<Record<number, Message>> = {
  400: httpMessages.bad_request,
  401: httpMessages.log_in_first,
  403: httpMessages.forbidden,
  404: httpMessages.not_found,
  405: httpMessages.method_not_allowed,
  413: httpMessages.body_too_large,
  415: httpMessages.unsupported_media_type,
  429: httpMessages.too_many_requests,
};

/** multer's wordings (Nest passes them on as its own exceptions' messages), by wording. */
const MULTIPART = new Map<string, Message>(Object.values(multipartMessages).map((m) => [m.text, m]));

/**
 * An HttpException that is not ours (Nest's router, the throttler, multer): multer's refusals keep
 * their wording and gain its code; any other gets its status's own message, since Nest's wordings
 * ("Cannot GET /x") have no code to translate by.
 */
function fromHttpException(error: HttpException): [number, ErrorBody] {
  const status = error.getStatus();
  if (error instanceof AppError) return [status, messageBody(error.messages, error.fieldMessages)];
  const multipart = status < 500 ? MULTIPART.get(error.message) : undefined;
  return [status, messageBody([multipart ?? STATUS_MESSAGES[status] ?? (status < 500 ? httpMessages.bad_request : httpMessages.request_failed)])];
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
  if (code === '23505') return [409, messageBody([databaseMessages.duplicate])];
  if (code === '23503') return [409, messageBody([databaseMessages.in_use])];
  if (code.startsWith('22') || code.startsWith('54') || code === '23514' || code === '23502') return [422, messageBody([databaseMessages.invalid_value])];
  if (code === '40001' || code === '40P01') return [409, messageBody([databaseMessages.concurrent_change])];
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
    result = [error.status, messageBody([STATUS_MESSAGES[error.status] ?? httpMessages.bad_request])];
  }
  // Mapped, yet worth seeing: input that the edge's validation let through to the database.
  if (code && result?.[0] === 422)
    rootLogger().warn({ code, request_id: request.id, method: request.method, url: request.url }, 'The database refused a value');
  if (!result) {
    const requestId = typeof request.id === 'string' || typeof request.id === 'number' ? String(request.id) : undefined;
    rootLogger().error({ err: error, request_id: requestId, method: request.method, url: request.url }, 'Unhandled error');
    result = [500, { ...messageBody([httpMessages.server_error]), ...(requestId ? { request_id: requestId } : {}) }];
  }
  const [status, body] = result;
  return { status, body };
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
