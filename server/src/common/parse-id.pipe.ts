import { Injectable, PipeTransform } from '@nestjs/common';
import { NotFoundError } from './errors';

/** The largest id a Postgres integer column holds. */
export const MAX_ID = 2147483647;

/** A path id: a positive 32-bit integer, else the entity cannot exist (404 "ID not exists"). */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^\d{1,10}$/.test(value)) throw new NotFoundError();
    const id = Number(value);
    if (id < 1 || id > MAX_ID) throw new NotFoundError();
    return id;
  }
}
