import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsInt, IsOptional, IsString, Length, Max, Min, ValidateIf } from 'class-validator';
import { PASSWORD_MAX, PASSWORD_MIN, ToInt } from '../../common/dto-helpers';
import { LANGUAGE_CODES, type LanguageCode } from '../../common/i18n/languages';
import { Match } from '../../common/match.decorator';
import { StrongPassword } from '../../common/password-policy';
import { MAX_ID } from '../../common/parse-id.pipe';
import { presentRole, roleMessages } from '../role';
import type { Admin } from './admin.entity';
import { OptionalFlag, OptionalLanguage, RequiredEmail, RequiredText } from '../../common/dto-fields';
import { validationMessages as v } from '../../common/common.messages';
import { says } from '../../common/messages';
import { authMessages } from '../auth';
import type { AccountAnswer, CurrentAdminAnswer } from './account.responses';

const PASSWORD_LENGTH = v.length_between({ field: 'password', min: PASSWORD_MIN, max: PASSWORD_MAX });

export class CreateAccountDto {
  @ApiPropertyOptional({ default: true })
  @OptionalFlag('enabled')
  enabled?: boolean;

  @ApiProperty()
  @RequiredText('name', 100)
  name: string;

  @ApiProperty()
  @RequiredEmail()
  email: string;

  @ApiProperty()
  @IsString(says(v.required({ field: 'password' })))
  @Length(PASSWORD_MIN, PASSWORD_MAX, says(PASSWORD_LENGTH))
  @StrongPassword()
  password: string;

  @ApiProperty()
  @Match('password', says(authMessages.password_mismatch))
  password_confirmation: string;

  /** Required: an account made without one must not fall back to the super admin role. */
  @ApiProperty()
  @IsDefined(says(v.required({ field: 'role_id' })))
  @ToInt()
  @IsInt(says(roleMessages.must_exist))
  @Min(1, says(roleMessages.must_exist))
  @Max(MAX_ID, says(roleMessages.must_exist))
  role_id: number;

  @ApiPropertyOptional({ enum: LANGUAGE_CODES })
  @OptionalLanguage()
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
  @RequiredEmail()
  email?: string;

  @ApiPropertyOptional({ description: 'Leave out (or empty) to keep the password' })
  @IsOptional()
  @ValidateIf((o: UpdateAccountDto) => o.password !== '')
  @IsString(says(PASSWORD_LENGTH))
  @Length(PASSWORD_MIN, PASSWORD_MAX, says(PASSWORD_LENGTH))
  @StrongPassword()
  password?: string;

  @ApiPropertyOptional()
  @ValidateIf((o: UpdateAccountDto) => typeof o.password === 'string' && o.password !== '')
  @Match('password', says(authMessages.password_mismatch))
  password_confirmation?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @ToInt()
  @IsInt(says(roleMessages.must_exist))
  @Min(1, says(roleMessages.must_exist))
  @Max(MAX_ID, says(roleMessages.must_exist))
  role_id?: number;

  @ApiPropertyOptional({ enum: LANGUAGE_CODES })
  @OptionalLanguage()
  language?: LanguageCode;
}

/** What the signed-in admin may change of their own account. */
export class UpdateSelfDto {
  @ApiPropertyOptional()
  @IsOptional()
  @RequiredText('name', 100)
  name?: string;

  @ApiPropertyOptional({ enum: LANGUAGE_CODES })
  @OptionalLanguage()
  language?: LanguageCode;
}

/** An account (read with its role, or a list's row with its role's name). */
export function presentAccount(admin: Omit<Admin, 'passwordHash' | 'role'> & { role?: { name: string | null } | null }): AccountAnswer {
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
export function presentCurrentAdmin(admin: Admin): CurrentAdminAnswer {
  const role = presentRole(admin.role);
  return { ...presentAccount(admin), role: { id: role.id, name: role.name, is_super_admin: role.is_super_admin }, permission_list: role.permission_list };
}
