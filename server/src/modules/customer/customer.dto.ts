import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, Length, Matches, MaxLength, ValidateIf } from 'class-validator';
import { validationMessages as v } from '../../common/common.messages';
import { NormalizeEmail, PASSWORD_MAX, PASSWORD_MIN, Trim } from '../../common/dto-helpers';
import { LANGUAGE_CODES, type LanguageCode } from '../../common/i18n/languages';
import { Match } from '../../common/match.decorator';
import { says } from '../../common/messages';
import { StrongPassword } from '../../common/password-policy';
import type { Customer } from './customer.entity';
import { authMessages } from '../auth';
import { customerMessages } from './customer.messages';
import type { CustomerProfile } from './customer.responses';
import { OneLine, OptionalLanguage } from '../../common/dto-fields';

export const GENDERS = ['female', 'male'] as const;

export function NameField(field: string) {
  return (target: object, key: string) => {
    Trim()(target, key);
    IsString(says(v.required({ field })))(target, key);
    IsNotEmpty(says(v.required({ field })))(target, key);
    MaxLength(100, says(v.max_length({ field, max: 100 })))(target, key);
    OneLine(field)(target, key);
  };
}

export function EmailField() {
  return (target: object, key: string) => {
    NormalizeEmail()(target, key);
    IsNotEmpty(says(v.required({ field: 'email' })))(target, key);
    MaxLength(254, says(v.max_length({ field: 'email', max: 254 })))(target, key);
    IsEmail({}, says(v.email({ field: 'email' })))(target, key);
  };
}

export function PasswordField() {
  return (target: object, key: string) => {
    IsString(says(v.required({ field: 'password' })))(target, key);
    Length(PASSWORD_MIN, PASSWORD_MAX, says(v.length_between({ field: 'password', min: PASSWORD_MIN, max: PASSWORD_MAX })))(target, key);
    StrongPassword()(target, key);
  };
}

export class RegisterDto {
  @ApiProperty() @NameField('first_name') first_name: string;
  @ApiProperty() @NameField('last_name') last_name: string;
  @ApiProperty() @EmailField() email: string;
  @ApiProperty() @PasswordField() password: string;
  @ApiProperty() @Match('password', says(authMessages.password_mismatch)) password_confirmation: string;

  @ApiPropertyOptional({ enum: LANGUAGE_CODES })
  @OptionalLanguage()
  language?: LanguageCode;
}

export class UpdateProfileDto {
  @ApiPropertyOptional() @IsOptional() @EmailField() email?: string;
  @ApiPropertyOptional() @IsOptional() @NameField('first_name') first_name?: string;
  @ApiPropertyOptional() @IsOptional() @NameField('last_name') last_name?: string;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @ValidateIf((_, v) => v !== null && v !== '')
  @Matches(/^\+?[0-9][0-9 ()-]{4,24}$/, says(customerMessages.phone_number({ field: 'phone' })))
  phone?: string | null;

  @ApiPropertyOptional({ enum: GENDERS, nullable: true })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsIn(GENDERS, says(customerMessages.gender))
  gender?: 'female' | 'male' | null;

  @ApiPropertyOptional({ enum: LANGUAGE_CODES })
  @OptionalLanguage()
  language?: LanguageCode;

  @ApiPropertyOptional({ description: 'Leave out (or empty) to keep the password' })
  @IsOptional()
  @ValidateIf((o: UpdateProfileDto) => o.password !== '')
  @PasswordField()
  password?: string;

  @ApiPropertyOptional()
  @ValidateIf((o: UpdateProfileDto) => typeof o.password === 'string' && o.password !== '')
  @Match('password', says(authMessages.password_mismatch))
  password_confirmation?: string;

  @ApiPropertyOptional({ description: 'Needed to change the email or the password' })
  @IsOptional()
  @IsString(says(v.text({ field: 'current_password' })))
  @MaxLength(PASSWORD_MAX, says(customerMessages.current_password_wrong))
  current_password?: string;
}

export class PasswordEmailDto {
  @ApiProperty() @EmailField() email: string;
}

export class PasswordResetDto {
  @ApiProperty() @EmailField() email: string;
  @ApiProperty() @PasswordField() password: string;
  @ApiProperty() @Match('password', says(authMessages.password_mismatch)) password_confirmation: string;

  @ApiProperty()
  @IsString(says(v.required({ field: 'token' })))
  @IsNotEmpty(says(v.required({ field: 'token' })))
  @MaxLength(200, says(customerMessages.invalid_token))
  token: string;
}

export function presentCustomer(customer: Customer): CustomerProfile {
  return {
    id: customer.id,
    email: customer.email,
    first_name: customer.firstName,
    last_name: customer.lastName,
    phone: customer.phone,
    gender: customer.gender,
    language: customer.language,
    is_subscribe: customer.isSubscribe,
    facebook_linked: customer.facebookId !== null,
    created_at: customer.createdAt.toISOString(),
    updated_at: customer.updatedAt.toISOString(),
  };
}
