import { ApiProperty } from '@nestjs/swagger';

/** A row of the signed-in shopper's address book. */
export class AddressAnswer {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: 'Amy' })
  first_name: string;

  @ApiProperty({ example: 'Chan' })
  last_name: string;

  @ApiProperty({ example: 'HK', description: 'ISO 3166-1 alpha-2 code (GET /api/countries)' })
  country: string;

  @ApiProperty({ example: '+852 2345 6789' })
  contact_number: string;

  @ApiProperty()
  address: string;

  @ApiProperty({ description: 'At most one row of the book is the default billing address' })
  default_billing: boolean;

  @ApiProperty({ description: 'At most one row of the book is the default shipping address' })
  default_shipping: boolean;

  @ApiProperty({ format: 'date-time' })
  updated_at: string;
}

/** A country's name in each interface language. */
export class CountryNames {
  @ApiProperty({ example: 'Hong Kong' })
  en_us: string;

  @ApiProperty({ example: '香港' })
  zh_hk: string;

  @ApiProperty({ example: '香港' })
  zh_cn: string;
}

/** A country an address may be in. */
export class CountryAnswer {
  @ApiProperty({ example: 'HK', description: 'ISO 3166-1 alpha-2 code (and XK)' })
  code: string;

  @ApiProperty({ type: () => CountryNames })
  name: CountryNames;
}
