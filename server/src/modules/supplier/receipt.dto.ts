import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, Max, Min, ValidateNested } from 'class-validator';
import { IdField, NoListsInside, OptionalLongText, OptionalText } from '../../common/dto-fields';
import { says } from '../../common/messages';
import { MAX_QUANTITY } from '../inventory';
import type { ReceiptRow } from './receipt.repository';
import { receiptNumber, type ReceiptWithLines } from './receipt.repository';
import { MAX_COST, MAX_RECEIPT_LINES, receiptMessages as m } from './supplier.messages';
import type { ReceiptAnswer, ReceiptSummary } from './supplier.responses';

/** One stock received: how many, and what each cost (integer minor units of the base currency). */
export class ReceiptLineDto {
  @ApiProperty()
  @IdField(m.stock_id)
  stock_id: number;

  @ApiProperty({ minimum: 1, maximum: MAX_QUANTITY })
  @Max(MAX_QUANTITY, says(m.quantity({ max: MAX_QUANTITY })))
  @Min(1, says(m.quantity({ max: MAX_QUANTITY })))
  @IsInt(says(m.quantity({ max: MAX_QUANTITY })))
  quantity: number;

  @ApiProperty({ minimum: 0, maximum: MAX_COST, description: 'Integer minor units of the base currency' })
  @Max(MAX_COST, says(m.unit_cost({ max: MAX_COST })))
  @Min(0, says(m.unit_cost({ max: MAX_COST })))
  @IsInt(says(m.unit_cost({ max: MAX_COST })))
  unit_cost: number;
}

/** POST /api/admin/supplier/receipt: goods received from a supplier into a warehouse. */
export class CreateReceiptDto {
  @ApiProperty()
  @IdField(m.supplier_id)
  supplier_id: number;

  @ApiProperty()
  @IdField(m.warehouse_id)
  warehouse_id: number;

  @ApiPropertyOptional({ example: 'DN-2291', description: "The supplier's delivery note or invoice number" })
  @OptionalText('reference', 100)
  reference?: string;

  @ApiPropertyOptional()
  @OptionalLongText('note', 1000)
  note?: string;

  @ApiProperty({ type: () => [ReceiptLineDto] })
  @ValidateNested(says(m.line, { each: true }))
  @Type(() => ReceiptLineDto)
  @NoListsInside(m.line)
  @ArrayMaxSize(MAX_RECEIPT_LINES, says(m.lines({ max: MAX_RECEIPT_LINES })))
  @ArrayMinSize(1, says(m.lines({ max: MAX_RECEIPT_LINES })))
  @IsArray(says(m.lines({ max: MAX_RECEIPT_LINES })))
  lines: ReceiptLineDto[];
}

export function presentReceipt(row: ReceiptRow): ReceiptSummary {
  return {
    id: row.id,
    number: receiptNumber(row.id),
    supplier_id: row.supplier_id,
    supplier_name: row.supplier_name,
    warehouse_id: row.warehouse_id,
    warehouse_name: row.warehouse_name,
    reference: row.reference,
    note: row.note,
    admin_name: row.admin_name,
    line_count: row.line_count,
    quantity: Number(row.quantity),
    created_at: row.created_at.toISOString(),
  };
}

export function presentReceiptWithLines(row: ReceiptWithLines): ReceiptAnswer {
  return { ...presentReceipt(row), lines: row.lines.map((l) => ({ ...l })) };
}
