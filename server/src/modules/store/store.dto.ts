import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { IdField, NoListsInside, OptionalFlag, OptionalLanguage, OptionalLongText, OptionalText, RequiredText } from '../../common/dto-fields';
import { Trim } from '../../common/dto-helpers';
import type { LanguageCode } from '../../common/i18n/languages';
import { says } from '../../common/messages';
import { MAX_ID } from '../../common/parse-id.pipe';
import { StaffOrderLineDto, staffOrderMessages as so } from '../order';
import { storeMessages as m } from './store.messages';

/** The most admin accounts one store lists as its staff. */
export const MAX_STAFF = 100;
/** The most lines one sale at a till holds. */
export const MAX_SALE_LINES = 100;
/** Cash handed over at a till, at most (minor units: ten million in the base currency). */
const MAX_TENDERED = 1_000_000_000;

const StaffIds = () =>
  applyDecorators(
    IsArray(says(m.staff_ids)),
    ArrayMaxSize(MAX_STAFF, says(m.staff_ids)),
    IsInt({ each: true, ...says(m.staff_ids) }),
    Min(1, { each: true, ...says(m.staff_ids) }),
    Max(MAX_ID, { each: true, ...says(m.staff_ids) }),
    IsOptional(),
  );

/** POST /api/admin/store */
export class CreateStoreDto {
  @ApiProperty({ example: 'Central' }) @RequiredText('name', 100) name: string;
  @ApiPropertyOptional({ example: '12 Queen’s Road Central, Hong Kong' }) @OptionalLongText('address', 500) address?: string;
  @ApiPropertyOptional({ example: '+852 2123 4567' }) @OptionalText('phone', 30) phone?: string;
  @ApiPropertyOptional({ example: 'Mon–Sat 10:00–20:00, Sun 12:00–18:00' }) @OptionalLongText('opening_hours', 500) opening_hours?: string;
  @ApiProperty({ description: 'The warehouse the store sells from' }) @IdField(m.warehouse_id) warehouse_id: number;
  @ApiPropertyOptional({ default: true }) @OptionalFlag('enabled') enabled?: boolean;
  @ApiPropertyOptional({ type: [Number], description: 'Admin accounts who work at the store (its till is theirs)' }) @StaffIds() staff_ids?: number[];
}

/** PUT /api/admin/store/{id}: what is given changes. */
export class UpdateStoreDto {
  @ApiPropertyOptional() @IsOptional() @RequiredText('name', 100) name?: string;
  @ApiPropertyOptional() @OptionalLongText('address', 500) address?: string;
  @ApiPropertyOptional() @OptionalText('phone', 30) phone?: string;
  @ApiPropertyOptional() @OptionalLongText('opening_hours', 500) opening_hours?: string;
  @ApiPropertyOptional() @IsOptional() @IdField(m.warehouse_id) warehouse_id?: number;
  @ApiPropertyOptional() @OptionalFlag('enabled') enabled?: boolean;
  @ApiPropertyOptional({ type: [Number] }) @StaffIds() staff_ids?: number[];
}

const SaleLines = () =>
  applyDecorators(
    ValidateNested(says(so.line, { each: true })),
    Type(() => StaffOrderLineDto),
    NoListsInside(so.line),
    ArrayMaxSize(MAX_SALE_LINES, says(so.lines({ max: MAX_SALE_LINES }))),
    ArrayMinSize(1, says(so.lines({ max: MAX_SALE_LINES }))),
    IsArray(says(so.lines({ max: MAX_SALE_LINES }))),
  );

const Coupons = () =>
  applyDecorators(
    IsArray(says(m.coupons)),
    ArrayMaxSize(5, says(m.coupons)),
    IsString({ each: true, ...says(m.coupons) }),
    MaxLength(50, { each: true, ...says(m.coupons) }),
    IsOptional(),
  );

/** POST /api/admin/pos/{store}/quote: what a sale would come to now. */
export class PosQuoteDto {
  @ApiProperty({ type: () => [StaffOrderLineDto] }) @SaleLines() lines: StaffOrderLineDto[];
  @ApiPropertyOptional({ description: 'A customer account; left out: a walk-in' }) @IsOptional() @IdField(so.customer_not_found) customer_id?: number;
  @ApiPropertyOptional({ type: [String], example: ['SUMMER10'] }) @Coupons() coupons?: string[];
  @ApiPropertyOptional() @OptionalLanguage() language?: LanguageCode;
}

/** POST /api/admin/pos/{store}/sale: a sale at the till, online or sent from the offline queue. */
export class PosSaleDto extends PosQuoteDto {
  @ApiProperty({ format: 'uuid', description: 'Made by the till when the sale was made: the same id sent again answers the same sale' })
  @IsUUID('all', says(m.client_id))
  client_id: string;

  @ApiProperty({ enum: ['cash', 'card'] }) @IsIn(['cash', 'card'], says(m.payment_method)) payment_method: 'cash' | 'card';

  @ApiPropertyOptional({ description: 'Cash handed over (minor units); required for cash, at least the total' })
  @IsInt(says(m.tendered))
  @Min(0, says(m.tendered))
  @Max(MAX_TENDERED, says(m.tendered))
  @IsOptional()
  tendered?: number;

  @ApiPropertyOptional({ description: "The card terminal's reference" })
  @IsString(says(m.card_reference))
  @MaxLength(100, says(m.card_reference))
  @Trim()
  @IsOptional()
  card_reference?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'When the sale was made, for a sale kept offline; left out: now' })
  @IsISO8601({ strict: true }, says(m.sold_at))
  @IsOptional()
  sold_at?: string;
}

/** POST /api/admin/pos/sale/{id}/return */
export class PosReturnDto {
  @ApiPropertyOptional({ example: 'Wrong size' }) @OptionalLongText('comment', 2000) comment?: string;
}
