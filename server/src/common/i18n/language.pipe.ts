import { Injectable, PipeTransform } from '@nestjs/common';
import { ValidationError } from '../errors';
import { isLanguage, LANGUAGE_CODES, type LanguageCode } from './languages';

export const LANGUAGE_MESSAGE = `language must be one of ${LANGUAGE_CODES.join(', ')}`;

/** An optional `?language=` value: one of the interface languages, or undefined. */
@Injectable()
export class OptionalLanguagePipe implements PipeTransform<unknown, LanguageCode | undefined> {
  transform(value: unknown): LanguageCode | undefined {
    if (value === undefined || value === '') return undefined;
    if (!isLanguage(value)) throw ValidationError.field('language', LANGUAGE_MESSAGE);
    return value;
  }
}
