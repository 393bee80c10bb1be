import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { Trim } from '../../common/dto-helpers';
import { IsCountry } from './is-country.decorator';
import type { CustomerAddress } from './address.entity';
import { OptionalFlag } from '../../common/dto-fields';
import { phoneMessages, validationMessages as v } from '../../common/common.messages';
import { says } from '../../common/messages';
import { addressMessages } from './address.messages';
import type { AddressAnswer } from './address.responses';

function Required(field: string, max: number) {
  return (target: object, key: string) => {
    Trim()(target, key);
    IsString(says(v.required({ field })))(target, key);
    IsNotEmpty(says(v.required({ field })))(target, key);
    MaxLength(max, says(v.max_length({ field, max })))(target, key);
  };
}

/** Every field is required, as on the account page's address rows. */
export class AddressDto {
  @ApiProperty() @Required('first_name', 100) first_name: string;
  @ApiProperty() @Required('last_name', 100) last_name: string;

  @ApiProperty({ example: 'HK', description: 'ISO 3166-1 alpha-2 code (GET /api/countries)' })
  @IsString(says(v.required({ field: 'country' })))
  @IsNotEmpty(says(v.required({ field: 'country' })))
  @IsCountry(says(addressMessages.country))
  country: string;

  @ApiProperty({ example: '+852 2345 6789' })
  @Required('contact_number', 40)
  @Matches(/^\+?[0-9][0-9 ()-]{4,39}$/, says(phoneMessages.phone_number({ field: 'contact_number' })))
  contact_number: string;

  @ApiProperty() @Required('address', 500) address: string;

  @ApiProperty({ default: false })
  @OptionalFlag('default_billing')
  default_billing?: boolean;

  @ApiProperty({ default: false })
  @OptionalFlag('default_shipping')
  default_shipping?: boolean;
}

export function presentAddress(a: CustomerAddress): AddressAnswer {
  return {
    id: a.id,
    first_name: a.firstName,
    last_name: a.lastName,
    country: a.country,
    contact_number: a.contactNumber,
    address: a.address,
    default_billing: a.defaultBilling,
    default_shipping: a.defaultShipping,
    updated_at: a.updatedAt.toISOString(),
  };
}
