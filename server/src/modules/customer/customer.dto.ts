import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, Length, Matches, MaxLength, ValidateIf } from 'class-validator';
import { NormalizeEmail, PASSWORD_CONFIRMATION_MESSAGE, PASSWORD_LENGTH_MESSAGE, PASSWORD_MAX, PASSWORD_MIN, Trim } from '../../common/dto-helpers';
import { LANGUAGE_MESSAGE } from '../../common/i18n/language.pipe';
import { LANGUAGE_CODES, type LanguageCode } from '../../common/i18n/languages';
import { Match } from '../../common/match.decorator';
import { StrongPassword } from '../../common/password-policy';
import type { Customer } from './customer.entity';

export const CURRENT_PASSWORD_WRONG = 'The current password is not correct';

const GENDERS = ['female', 'male'] as const;

function NameField(field: string) {
  return (target: object, key: string) => {
    Trim()(target, key);
    IsString({ message: `${field} is required` })(target, key);
    IsNotEmpty({ message: `${field} is required` })(target, key);
    MaxLength(100, { message: `${field} must be at most 100 characters long` })(target, key);
  };
}

function EmailField() {
  return (target: object, key: string) => {
    NormalizeEmail()(target, key);
    IsNotEmpty({ message: 'email is required' })(target, key);
    MaxLength(254, { message: 'email must be at most 254 characters long' })(target, key);
    IsEmail({}, { message: 'email must be a valid email address' })(target, key);
  };
}

function PasswordField() {
  return (target: object, key: string) => {
    IsString({ message: 'password is required' })(target, key);
    Length(PASSWORD_MIN, PASSWORD_MAX, { message: PASSWORD_LENGTH_MESSAGE })(target, key);
    StrongPassword()(target, key);
  };
}

export class RegisterDto {
  @ApiProperty() @NameField('first_name') first_name: string;
  @ApiProperty() @NameField('last_name') last_name: string;
  @ApiProperty() @EmailField() email: string;
  @ApiProperty() @PasswordField() password: string;
  @ApiProperty() @Match('password', { message: PASSWORD_CONFIRMATION_MESSAGE }) password_confirmation: string;

  @ApiPropertyOptional({ enum: LANGUAGE_CODES })
  @IsOptional()
  @IsIn(LANGUAGE_CODES, { message: LANGUAGE_MESSAGE })
  language?: LanguageCode;
}

export class UpdateProfileDto {
  @ApiPropertyOptional() @IsOptional() @EmailField() email?: string;
  @ApiPropertyOptional() @IsOptional() @NameField('first_name') first_name?: string;
  @ApiPropertyOptional() @IsOptional() @NameField('last_name') last_name?: string;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @ValidateIf((_, v) => v !== null && v !== '')
  @Matches(/^\+?[0-9][0-9 ()-]{4,24}$/, { message: 'phone must be a phone number (digits, spaces, +, -, brackets)' })
  phone?: string | null;

  @ApiPropertyOptional({ enum: GENDERS, nullable: true })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsIn(GENDERS, { message: 'gender must be female or male' })
  gender?: 'female' | 'male' | null;

  @ApiPropertyOptional({ enum: LANGUAGE_CODES })
  @IsOptional()
  @IsIn(LANGUAGE_CODES, { message: LANGUAGE_MESSAGE })
  language?: LanguageCode;

  @ApiPropertyOptional({ description: 'Leave out (or empty) to keep the password' })
  @IsOptional()
  @ValidateIf((o: UpdateProfileDto) => o.password !== '')
  @PasswordField()
  password?: string;

  @ApiPropertyOptional()
  @ValidateIf((o: UpdateProfileDto) => typeof o.password === 'string' && o.password !== '')
  @Match('password', { message: PASSWORD_CONFIRMATION_MESSAGE })
  password_confirmation?: string;

  @ApiPropertyOptional({ description: 'Needed to change the email or the password' })
  @IsOptional()
  @IsString({ message: 'current_password must be text' })
  @MaxLength(PASSWORD_MAX, { message: CURRENT_PASSWORD_WRONG })
  current_password?: string;
}

export class PasswordEmailDto {
  @ApiProperty() @EmailField() email: string;
}

export class PasswordResetDto {
  @ApiProperty() @EmailField() email: string;
  @ApiProperty() @PasswordField() password: string;
  @ApiProperty() @Match('password', { message: PASSWORD_CONFIRMATION_MESSAGE }) password_confirmation: string;

  @ApiProperty()
  @IsString({ message: 'token is required' })
  @IsNotEmpty({ message: 'token is required' })
  @MaxLength(200, { message: 'Invalid token' })
  token: string;
}

export function presentCustomer(customer: Customer) {
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
