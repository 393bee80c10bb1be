import { Injectable, PipeTransform } from '@nestjs/common';
import { validationMessages } from '../common.messages';
import { ValidationError } from '../errors';
import { isLanguage, LANGUAGE_CODES, type LanguageCode } from './languages';

/** "language must be one of en_us, zh_hk, zh_cn". */
export const LANGUAGE_MESSAGE = validationMessages.language({ choices: LANGUAGE_CODES.join(', ') });

/** An optional `?language=` value: one of the interface languages, or undefined. */
@Injectable()
export class OptionalLanguagePipe implements PipeTransform<unknown, LanguageCode | undefined> {
  transform(value: unknown): LanguageCode | undefined {
    if (value === undefined || value === '') return undefined;
    if (!isLanguage(value)) throw ValidationError.field('language', LANGUAGE_MESSAGE);
    return value;
  }
}
