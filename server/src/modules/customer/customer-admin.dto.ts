import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { validationMessages as v } from '../../common/common.messages';
import { OptionalLanguage, OptionalLongText, OptionalText } from '../../common/dto-fields';
import { CleanTextList, ToBoolean } from '../../common/dto-helpers';
import { LANGUAGE_CODES, type LanguageCode } from '../../common/i18n/languages';
import { Match } from '../../common/match.decorator';
import { says, type Message } from '../../common/messages';
import { AddressDto } from '../address';
import { authMessages } from '../auth';
import { customerAdminMessages as m, customerMessages } from './customer.messages';
import { EmailField, GENDERS, NameField, PasswordField } from './customer.dto';

export const LEAD_SOURCES = ['existing_customer', 'employee', 'partner', 'email', 'campaign', 'public_relations'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

const PHONE = /^\+?[0-9][0-9 ()-]{4,24}$/;
const MAX_LIST = 10;
const MAX_TAGS = 30;

/** A flag staff must give (enabled, is_subscribe). */
const RequiredFlag = (field: string) => (target: object, key: string) => {
  ToBoolean()(target, key);
  IsBoolean(says(v.boolean({ field })))(target, key);
};

/** An id or null: "<field> must be ..." when it is neither. */
const NullableId = (message: Message) => (target: object, key: string) => {
  IsOptional()(target, key);
  ValidateIf((_, value) => value !== null)(target, key);
  IsInt(says(message))(target, key);
  Min(1, says(message))(target, key);
};

/** An address of a customer as staff edit it: with its id to change one kept, without to add one. */
export class CustomerAddressDto extends AddressDto {
  @ApiPropertyOptional({ description: 'Left out: a new address' })
  @IsOptional()
  @IsInt(says(m.address_id))
  @Min(1, says(m.address_id))
  id?: number;
}

/** The fields of a customer as staff give them, with every CRM field (the password is the create and edit forms'). */
export abstract class CustomerAdminDto {
  @ApiProperty() @RequiredFlag('enabled') enabled: boolean;
  @ApiProperty() @RequiredFlag('is_subscribe') is_subscribe: boolean;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'A tier given by staff (its validity starts now); null: none' })
  @NullableId(m.membership_tier_id)
  membership_tier_id?: number | null;

  @ApiProperty() @NameField('first_name') first_name: string;
  @ApiProperty() @NameField('last_name') last_name: string;
  @ApiProperty() @EmailField() email: string;

  @ApiProperty({ example: '+852 2345 6789' })
  @Matches(PHONE, says(customerMessages.phone_number({ field: 'phone' })))
  @IsString(says(v.required({ field: 'phone' })))
  phone: string;

  @ApiPropertyOptional({ type: [String], description: 'More email addresses' })
  @IsOptional()
  @CleanTextList(true)
  @IsArray(says(m.emails({ max: MAX_LIST })))
  @ArrayMaxSize(MAX_LIST, says(m.emails({ max: MAX_LIST })))
  @MaxLength(254, { each: true, ...says(m.emails({ max: MAX_LIST })) })
  @IsEmail({}, { each: true, ...says(m.emails({ max: MAX_LIST })) })
  emails?: string[];

  @ApiPropertyOptional({ type: [String], description: 'More mobile numbers' })
  @IsOptional()
  @CleanTextList()
  @IsArray(says(m.mobiles({ max: MAX_LIST })))
  @ArrayMaxSize(MAX_LIST, says(m.mobiles({ max: MAX_LIST })))
  @IsString({ each: true, ...says(m.mobiles({ max: MAX_LIST })) })
  @Matches(PHONE, { each: true, ...says(m.mobiles({ max: MAX_LIST })) })
  mobiles?: string[];

  @ApiProperty({ enum: GENDERS })
  @IsIn(GENDERS, says(customerMessages.gender))
  gender: 'female' | 'male';

  @ApiPropertyOptional({ enum: LANGUAGE_CODES, description: 'The language of the mails the shop sends them' })
  @OptionalLanguage()
  language?: LanguageCode;

  @ApiPropertyOptional() @OptionalText('job_title', 200) job_title?: string;
  @ApiPropertyOptional() @OptionalText('department', 200) department?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @ValidateIf((_, value) => value !== '')
  @Matches(PHONE, says(customerMessages.phone_number({ field: 'office_phone' })))
  @IsString(says(customerMessages.phone_number({ field: 'office_phone' })))
  office_phone?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @ValidateIf((_, value) => value !== '')
  @Matches(PHONE, says(customerMessages.phone_number({ field: 'fax' })))
  @IsString(says(customerMessages.phone_number({ field: 'fax' })))
  fax?: string;

  @ApiPropertyOptional({ example: 'https://example.com' })
  @IsOptional()
  @ValidateIf((_, value) => value !== '')
  @MaxLength(300, says(m.website))
  @Matches(/^https?:\/\/[^\s/$.?#][^\s]*$/i, says(m.website))
  @IsString(says(m.website))
  website?: string;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'The staff member the customer is assigned to' })
  @NullableId(m.admin_id)
  admin_id?: number | null;

  @ApiProperty({ description: 'A lead status (GET /api/admin/status)' })
  @IsInt(says(m.status_id))
  @Min(1, says(m.status_id))
  status_id: number;

  @ApiPropertyOptional() @OptionalLongText('status_description', 2000) status_description?: string;

  @ApiProperty({ enum: LEAD_SOURCES })
  @IsIn(LEAD_SOURCES, says(m.lead_source))
  lead_source: LeadSource;

  @ApiPropertyOptional() @OptionalLongText('lead_source_description', 2000) lead_source_description?: string;
  @ApiPropertyOptional() @OptionalLongText('description', 10000) description?: string;

  @ApiPropertyOptional({ type: [String], example: ['vip', 'wholesale'] })
  @IsOptional()
  @CleanTextList()
  @IsArray(says(m.tags({ max: MAX_TAGS })))
  @ArrayMaxSize(MAX_TAGS, says(m.tags({ max: MAX_TAGS })))
  @IsString({ each: true, ...says(m.tags({ max: MAX_TAGS })) })
  @MaxLength(50, { each: true, ...says(m.tags({ max: MAX_TAGS })) })
  tags?: string[];

  @ApiPropertyOptional({
    type: [CustomerAddressDto],
    description: 'Left out: the addresses stay as they are; given: the whole address book (ids kept, others removed, new ones added)',
  })
  @IsOptional()
  @IsArray(says(m.addresses({ max: MAX_LIST * 2 })))
  @ArrayMaxSize(MAX_LIST * 2, says(m.addresses({ max: MAX_LIST * 2 })))
  @ValidateNested(says(m.addresses({ max: MAX_LIST * 2 }), { each: true }))
  @Type(() => CustomerAddressDto)
  addresses?: CustomerAddressDto[];
  /** Set by the create and edit forms below. */
  password?: string;
}

/** POST /api/admin/user: a new customer's password is required. */
export class CreateCustomerAdminDto extends CustomerAdminDto {
  @ApiPropertyOptional({ description: 'The lead this customer is made from (customer create with lead_inputs): it is marked converted' })
  @IsOptional()
  @IsInt(says(m.lead_id))
  @Min(1, says(m.lead_id))
  lead_id?: number;

  @ApiProperty() @PasswordField() declare password: string;
  @ApiProperty() @Match('password', says(authMessages.password_mismatch)) password_confirmation: string;
}

/** PUT /api/admin/user/{id}: left out or empty keeps the password; given, it replaces it (with its confirmation). */
export class UpdateCustomerAdminDto extends CustomerAdminDto {
  @ApiPropertyOptional({ description: 'Left out or empty: the password stays' })
  @IsOptional()
  @ValidateIf((_, value) => value !== '')
  @PasswordField()
  declare password?: string;

  @ApiPropertyOptional()
  @ValidateIf((o: UpdateCustomerAdminDto) => typeof o.password === 'string' && o.password !== '')
  @Match('password', says(authMessages.password_mismatch))
  password_confirmation?: string;
}
