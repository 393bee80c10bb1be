import { registerDecorator, ValidationOptions } from 'class-validator';
import { isCountry } from '../../common/i18n/countries';

export function IsCountry(options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({ name: 'isCountry', target: object.constructor, propertyName, options, validator: { validate: (value: unknown) => isCountry(value) } });
}
