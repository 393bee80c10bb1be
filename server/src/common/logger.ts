import { LoggerService } from '@nestjs/common';
import pino, { Logger } from 'pino';
import { toolEnv } from '../config/env';

let root: Logger | undefined;

/** The one structured (JSON) logger of the process. */
export function rootLogger(level?: string): Logger {
  if (!root) root = pino({ level: level ?? toolEnv().logLevel ?? 'info', base: undefined });
  else if (level) root.level = level;
  return root;
}

/** Routes Nest's own log calls into pino. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  private write(level: 'info' | 'error' | 'warn' | 'debug' | 'trace', message: unknown, rest: unknown[]): void {
    const context = rest.length > 0 && typeof rest[rest.length - 1] === 'string' ? (rest[rest.length - 1] as string) : undefined;
    if (message instanceof Error) this.logger[level]({ context, err: message }, message.message);
    else this.logger[level]({ context }, String(message));
  }

  /** Nest's own start-up chatter (modules, routes) is debug detail. */
  log(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }
}
