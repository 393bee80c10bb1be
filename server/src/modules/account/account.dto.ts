import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsEmail, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Length, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { NormalizeEmail, PASSWORD_CONFIRMATION_MESSAGE, PASSWORD_LENGTH_MESSAGE, PASSWORD_MAX, PASSWORD_MIN, ToInt } from '../../common/dto-helpers';
import { LANGUAGE_MESSAGE } from '../../common/i18n/language.pipe';
import { LANGUAGE_CODES, type LanguageCode } from '../../common/i18n/languages';
import { Match } from '../../common/match.decorator';
import { StrongPassword } from '../../common/password-policy';
import { MAX_ID } from '../../common/parse-id.pipe';
import { presentRole } from '../role/role.dto';
import type { Admin } from './admin.entity';
import { OptionalFlag, RequiredText } from '../../common/dto-fields';

export class CreateAccountDto {
  @ApiPropertyOptional({ default: true })
  @OptionalFlag('enabled')
  enabled?: boolean;

  @ApiProperty()
  @RequiredText('name', 100)
  name: string;

  @ApiProperty()
  @NormalizeEmail()
  @IsNotEmpty({ message: 'email is required' })
  @MaxLength(254, { message: 'email must be at most 254 characters long' })
  @IsEmail({}, { message: 'email must be a valid email address' })
  email: string;

  @ApiProperty()
  @IsString({ message: 'password is required' })
  @Length(PASSWORD_MIN, PASSWORD_MAX, { message: PASSWORD_LENGTH_MESSAGE })
  @StrongPassword()
  password: string;

  @ApiProperty()
  @Match('password', { message: PASSWORD_CONFIRMATION_MESSAGE })
  password_confirmation: string;

  /** Required: an account made without one must not fall back to the super admin role. */
  @ApiProperty()
  @IsDefined({ message: 'role_id is required' })
  @ToInt()
  @IsInt({ message: 'role_id must be an existing role' })
  @Min(1, { message: 'role_id must be an existing role' })
  @Max(MAX_ID, { message: 'role_id must be an existing role' })
  role_id: number;

  @ApiPropertyOptional({ enum: LANGUAGE_CODES })
  @IsOptional()
  @IsIn(LANGUAGE_CODES, { message: LANGUAGE_MESSAGE })
  language?: LanguageCode;
}

export class UpdateAccountDto {
  @ApiPropertyOptional()
  @OptionalFlag('enabled')
  enabled?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @RequiredText('name', 100)
  name?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @NormalizeEmail()
  @IsNotEmpty({ message: 'email is required' })
  @MaxLength(254, { message: 'email must be at most 254 characters long' })
  @IsEmail({}, { message: 'email must be a valid email address' })
  email?: string;

  @ApiPropertyOptional({ description: 'Leave out (or empty) to keep the password' })
  @IsOptional()
  @ValidateIf((o: UpdateAccountDto) => o.password !== '')
  @IsString({ message: PASSWORD_LENGTH_MESSAGE })
  @Length(PASSWORD_MIN, PASSWORD_MAX, { message: PASSWORD_LENGTH_MESSAGE })
  @StrongPassword()
  password?: string;

  @ApiPropertyOptional()
  @ValidateIf((o: UpdateAccountDto) => typeof o.password === 'string' && o.password !== '')
  @Match('password', { message: PASSWORD_CONFIRMATION_MESSAGE })
  password_confirmation?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @ToInt()
  @IsInt({ message: 'role_id must be an existing role' })
  @Min(1, { message: 'role_id must be an existing role' })
  @Max(MAX_ID, { message: 'role_id must be an existing role' })
  role_id?: number;

  @ApiPropertyOptional({ enum: LANGUAGE_CODES })
  @IsOptional()
  @IsIn(LANGUAGE_CODES, { message: LANGUAGE_MESSAGE })
  language?: LanguageCode;
}

/** What the signed-in admin may change of their own account. */
export class UpdateSelfDto {
  @ApiPropertyOptional()
  @IsOptional()
  @RequiredText('name', 100)
  name?: string;

  @ApiPropertyOptional({ enum: LANGUAGE_CODES })
  @IsOptional()
  @IsIn(LANGUAGE_CODES, { message: LANGUAGE_MESSAGE })
  language?: LanguageCode;
}

export function presentAccount(admin: Admin) {
  return {
    id: admin.id,
    name: admin.name,
    email: admin.email,
    enabled: admin.enabled,
    role_id: admin.roleId,
    role_name: admin.role?.name ?? null,
    language: admin.language,
    created_at: admin.createdAt.toISOString(),
    updated_at: admin.updatedAt.toISOString(),
  };
}

/** GET /api/admin: the signed-in admin with role and permission_list. */
export function presentCurrentAdmin(admin: Admin) {
  const role = presentRole(admin.role);
  return { ...presentAccount(admin), role: { id: role.id, name: role.name, is_super_admin: role.is_super_admin }, permission_list: role.permission_list };
}
