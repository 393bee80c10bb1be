import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsEmail, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';
import { phoneMessages, validationMessages as v } from '../../common/common.messages';
import { IdField, NoListsInside, OptionalFlag, OptionalLongText, OptionalText, RequiredText } from '../../common/dto-fields';
import { NormalizeEmail } from '../../common/dto-helpers';
import { says } from '../../common/messages';
import { MAX_COST, MAX_SUPPLIER_STOCKS, supplierMessages as m } from './supplier.messages';
import type { SupplierRow } from './supplier.repository';
import type { SupplierAnswer, SupplierSummary } from './supplier.responses';
import type { SupplierWithStocks } from './supplier.repository';

/** A phone number as the customer records take it. */
const PHONE = /^\+?[0-9][0-9 ()-]{4,24}$/;

/** Blank text (or null) is "none": stored as ''. */
const BlankToEmpty = () => Transform(({ value }) => (value === null ? '' : typeof value === 'string' ? value.trim() : value));

/** One stock a supplier supplies and its cost price in minor units of the base currency. */
export class SupplierStockDto {
  @ApiProperty()
  @IdField(m.stock_id)
  stock_id: number;

  @ApiProperty({ minimum: 0, maximum: MAX_COST, description: 'Integer minor units of the base currency' })
  @Max(MAX_COST, says(m.cost_price({ max: MAX_COST })))
  @Min(0, says(m.cost_price({ max: MAX_COST })))
  @IsInt(says(m.cost_price({ max: MAX_COST })))
  cost_price: number;
}

/** A supplier's fields besides its name; each may be left out (stocks left out: unchanged; given: the whole list). */
class SupplierFieldsDto {
  @ApiPropertyOptional({ example: 'Mr Chan', description: 'The one contact person at the supplier' })
  @OptionalText('contact_name', 100)
  contact_name?: string;

  @ApiPropertyOptional({ example: 'orders@teafarm.example' })
  @IsOptional()
  @ValidateIf((_, value) => value !== '')
  @IsEmail({}, says(v.email({ field: 'email' })))
  @MaxLength(254, says(v.max_length({ field: 'email', max: 254 })))
  @IsString(says(v.email({ field: 'email' })))
  @NormalizeEmail()
  @BlankToEmpty()
  email?: string;

  @ApiPropertyOptional({ example: '+852 2345 6789' })
  @IsOptional()
  @ValidateIf((_, value) => value !== '')
  @Matches(PHONE, says(phoneMessages.phone_number({ field: 'phone' })))
  @IsString(says(phoneMessages.phone_number({ field: 'phone' })))
  @BlankToEmpty()
  phone?: string;

  @ApiPropertyOptional()
  @OptionalLongText('address', 500)
  address?: string;

  @ApiPropertyOptional()
  @OptionalLongText('notes', 2000)
  notes?: string;

  @ApiPropertyOptional({ default: true, description: 'A disabled supplier takes no new receipts' })
  @OptionalFlag('enabled')
  enabled?: boolean;

  @ApiPropertyOptional({ type: () => [SupplierStockDto], description: 'The stocks supplied and their cost prices (the whole list)' })
  @IsOptional()
  @ValidateNested(says(m.stock, { each: true }))
  @Type(() => SupplierStockDto)
  @NoListsInside(m.stock)
  @ArrayMaxSize(MAX_SUPPLIER_STOCKS, says(m.stocks({ max: MAX_SUPPLIER_STOCKS })))
  @IsArray(says(m.stocks({ max: MAX_SUPPLIER_STOCKS })))
  stocks?: SupplierStockDto[];
}

export class CreateSupplierDto extends SupplierFieldsDto {
  @ApiProperty({ example: 'Tea Farm Ltd' })
  @RequiredText('name', 100)
  name: string;
}

export class UpdateSupplierDto extends SupplierFieldsDto {
  @ApiPropertyOptional({ example: 'Tea Farm Ltd' })
  @IsOptional()
  @RequiredText('name', 100)
  name?: string;
}

export function presentSupplier(row: SupplierRow): SupplierSummary {
  return {
    id: row.id,
    name: row.name,
    contact_name: row.contact_name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    notes: row.notes,
    enabled: row.enabled,
    stock_count: row.stock_count,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function presentSupplierWithStocks(row: SupplierWithStocks): SupplierAnswer {
  return { ...presentSupplier(row), stocks: row.stocks.map((s) => ({ ...s })) };
}
