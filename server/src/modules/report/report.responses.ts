import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { REPORT_GROUPS } from './report.dto';

/** Amounts are minor units of `currency`, the shop's base currency, as orders keep them. */
class ReportRange {
  @ApiProperty({ example: '2026-01-01' }) from: string;
  @ApiProperty({ example: '2026-01-31', description: 'Inclusive' }) to: string;
  @ApiProperty({ example: 'Asia/Hong_Kong', description: 'The shop time zone the days are counted in' }) time_zone: string;
  @ApiProperty({ example: 'HKD' }) currency: string;
}

export class SalesFiguresAnswer {
  @ApiProperty({ description: 'Sold orders (paid, shipped or completed)' }) orders: number;
  @ApiProperty({ description: 'Their grand totals' }) revenue: number;
  @ApiProperty({ description: 'revenue / orders, rounded' }) average: number;
  @ApiProperty({ description: 'Their discounts (promotions, tiers, coupons), without what points paid' }) discounts: number;
  @ApiProperty({ description: 'What reward points paid of them' }) points: number;
  @ApiProperty({ description: 'Refunded orders' }) refunded_orders: number;
  @ApiProperty({ description: 'Their grand totals, given back' }) refunds: number;
}
export class SalesPeriodAnswer extends SalesFiguresAnswer {
  @ApiProperty({ example: '2026-01-05', description: 'The first day of the period' }) period: string;
}
export class SalesChannelAnswer extends SalesFiguresAnswer {
  @ApiProperty({ enum: ['web', 'staff', 'store'] }) channel: string;
  @ApiProperty({ type: Number, nullable: true }) store_id: number | null;
  @ApiProperty({ type: String, nullable: true }) store_name: string | null;
}
export class SalesPaymentAnswer extends SalesFiguresAnswer {
  @ApiProperty({ example: 'bank_transfer' }) payment_method: string;
}
export class SalesReportAnswer extends ReportRange {
  @ApiProperty({ enum: REPORT_GROUPS }) group: string;
  @ApiProperty({ example: 'all' }) channel: string;
  @ApiProperty({ type: () => [SalesPeriodAnswer], description: 'Every period of the range, those without sales at zero' }) periods: SalesPeriodAnswer[];
  @ApiProperty({ type: () => SalesFiguresAnswer }) totals: SalesFiguresAnswer;
  @ApiProperty({ type: () => [SalesChannelAnswer] }) channels: SalesChannelAnswer[];
  @ApiProperty({ type: () => [SalesPaymentAnswer] }) payment_methods: SalesPaymentAnswer[];
}

export class ProductSalesAnswer {
  @ApiProperty({ type: Number, nullable: true }) stock_id: number | null;
  @ApiProperty({ type: Number, nullable: true }) product_id: number | null;
  @ApiProperty() sku: string;
  @ApiProperty({ description: 'The name on its latest order line' }) name: string;
  @ApiProperty() options: string;
  @ApiProperty() orders: number;
  @ApiProperty() units: number;
  @ApiProperty({ description: 'Its order lines’ totals (before order-wide discounts)' }) revenue: number;
  @ApiProperty({ type: Number, nullable: true, description: 'units × its cost price (supplier); null when it has none' }) cost: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'revenue - cost; null without a cost' }) margin: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'margin / revenue in percent, one decimal; null without a cost or revenue' })
  margin_percent: number | null;
}
export class ProductTotalsAnswer {
  @ApiProperty() stocks: number;
  @ApiProperty() units: number;
  @ApiProperty() revenue: number;
  @ApiProperty({ description: 'Cost of the stocks that have a cost price' }) cost: number;
  @ApiProperty({ description: 'Revenue less cost, over the stocks that have a cost price' }) margin: number;
  @ApiProperty({ description: 'Units sold of stocks without a cost price' }) units_without_cost: number;
  @ApiProperty({ description: 'Stocks that sold nothing in the range' }) unsold_stocks: number;
}
export class ProductReportAnswer extends ReportRange {
  @ApiProperty({ type: () => [ProductSalesAnswer], description: 'Stocks sold, most revenue first (at most `limit`)' }) rows: ProductSalesAnswer[];
  @ApiProperty({ type: () => [ProductSalesAnswer], description: 'The 10 stocks that sold the most units' }) best: ProductSalesAnswer[];
  @ApiProperty({ type: () => [ProductSalesAnswer], description: 'The 10 stocks sold that sold the fewest units' }) worst: ProductSalesAnswer[];
  @ApiProperty({ type: () => ProductTotalsAnswer }) totals: ProductTotalsAnswer;
}

export class BuyerGroupAnswer {
  @ApiProperty() customers: number;
  @ApiProperty() orders: number;
  @ApiProperty() revenue: number;
}
export class BuyersAnswer {
  @ApiProperty({ type: () => BuyerGroupAnswer, description: 'Customers whose first order falls in the range' }) new: BuyerGroupAnswer;
  @ApiProperty({ type: () => BuyerGroupAnswer, description: 'Customers who had ordered before it' }) returning: BuyerGroupAnswer;
  @ApiProperty({ type: () => BuyerGroupAnswer, description: 'Guest orders (customers 0)' }) guests: BuyerGroupAnswer;
}
export class TopCustomerAnswer {
  @ApiProperty() customer_id: number;
  @ApiProperty() email: string;
  @ApiProperty() name: string;
  @ApiProperty() orders: number;
  @ApiProperty() revenue: number;
}
export class TierRevenueAnswer extends BuyerGroupAnswer {
  @ApiProperty({ type: Number, nullable: true, description: 'null: customers without a tier' }) tier_id: number | null;
  @ApiProperty({ type: String, nullable: true }) tier_name: string | null;
}
export class LeadSourceRevenueAnswer extends BuyerGroupAnswer {
  @ApiProperty({ example: 'campaign' }) lead_source: string;
}
export class CustomerReportAnswer extends ReportRange {
  @ApiProperty({ type: () => BuyersAnswer }) buyers: BuyersAnswer;
  @ApiProperty({ type: () => [TopCustomerAnswer], description: 'The 10 customers who spent the most' }) top_customers: TopCustomerAnswer[];
  @ApiProperty({ type: () => [TierRevenueAnswer], description: 'By the membership tier the buyers hold now' }) tiers: TierRevenueAnswer[];
  @ApiProperty({ type: () => [LeadSourceRevenueAnswer] }) lead_sources: LeadSourceRevenueAnswer[];
}

export class WarehouseStockAnswer {
  @ApiProperty() warehouse_id: number;
  @ApiProperty() warehouse_name: string;
  @ApiProperty() enabled: boolean;
  @ApiProperty() stocks: number;
  @ApiProperty() quantity: number;
  @ApiProperty() reserved: number;
  @ApiProperty() available: number;
  @ApiProperty({ description: 'quantity × cost price, over stocks that have one' }) value: number;
  @ApiProperty() units_without_cost: number;
}
export class LowStockAnswer {
  @ApiProperty() inventory_id: number;
  @ApiProperty() stock_id: number;
  @ApiProperty() product_id: number;
  @ApiProperty() sku: string;
  @ApiProperty() name: string;
  @ApiProperty() warehouse_id: number;
  @ApiProperty() warehouse_name: string;
  @ApiProperty() quantity: number;
  @ApiProperty() reserved: number;
  @ApiProperty() available: number;
}
export class MovementAnswer {
  @ApiProperty() warehouse_id: number;
  @ApiProperty() warehouse_name: string;
  @ApiProperty({ description: 'Units added (plus moves, receipts, returns)' }) plus: number;
  @ApiProperty({ description: 'Units taken by minus moves other than dispatches (negative)' }) minus: number;
  @ApiProperty({ description: 'Units that left with shipped orders (negative)' }) dispatched: number;
  @ApiProperty() transfer_in: number;
  @ApiProperty({ description: 'Negative' }) transfer_out: number;
  @ApiProperty({ description: 'Net change of quantity updates' }) updated: number;
  @ApiProperty() net: number;
}
export class InventoryReportAnswer extends ReportRange {
  @ApiProperty({ description: 'Available units at or below which a stock is low' }) low_stock_threshold: number;
  @ApiProperty({ type: () => [WarehouseStockAnswer] }) warehouses: WarehouseStockAnswer[];
  @ApiProperty() low_stock_count: number;
  @ApiProperty({ type: () => [LowStockAnswer], description: 'The 100 lowest, fewest available first' }) low_stock: LowStockAnswer[];
  @ApiProperty({ type: () => [MovementAnswer], description: 'Moves of the range per warehouse' }) movement: MovementAnswer[];
}

export class DaySalesAnswer {
  @ApiProperty() day: string;
  @ApiProperty() orders: number;
  @ApiProperty() revenue: number;
  @ApiProperty({ description: 'Orders placed that day, whatever their status' }) placed: number;
}
export class SalesTileAnswer {
  @ApiProperty() currency: string;
  @ApiProperty({ type: () => DaySalesAnswer }) today: DaySalesAnswer;
  @ApiProperty({ type: () => DaySalesAnswer }) yesterday: DaySalesAnswer;
}
export class CustomersTileAnswer {
  @ApiProperty() today: number;
  @ApiProperty({ description: 'Today and the 6 days before' }) last_7_days: number;
}
export class LowStockTileAnswer {
  @ApiProperty() threshold: number;
  @ApiProperty() count: number;
  @ApiProperty({ type: () => [LowStockAnswer] }) top: LowStockAnswer[];
}
export class FunnelStageAnswer {
  @ApiProperty() status_id: number;
  @ApiProperty() status: string;
  @ApiProperty() leads: number;
}
export class FunnelTileAnswer {
  @ApiProperty() funnel_id: number;
  @ApiProperty() title: string;
  @ApiProperty({ type: () => [FunnelStageAnswer] }) stages: FunnelStageAnswer[];
}
export class RecentOrderAnswer {
  @ApiProperty() id: number;
  @ApiProperty() number: string;
  @ApiProperty() email: string;
  @ApiProperty() status: string;
  @ApiProperty() channel: string;
  @ApiProperty() currency: string;
  @ApiProperty() grand_total: number;
  @ApiProperty() created_at: string;
}
export class DashboardAnswer {
  @ApiProperty() time_zone: string;
  @ApiPropertyOptional({ type: () => SalesTileAnswer, description: 'With report.sales' }) sales?: SalesTileAnswer;
  @ApiPropertyOptional({ type: () => CustomersTileAnswer, description: 'With customer.list' }) customers?: CustomersTileAnswer;
  @ApiPropertyOptional({ type: () => LowStockTileAnswer, description: 'With report.inventories' }) low_stock?: LowStockTileAnswer;
  @ApiPropertyOptional({ type: () => [FunnelTileAnswer], description: 'With lead.list' }) leads?: FunnelTileAnswer[];
  @ApiPropertyOptional({ type: () => [RecentOrderAnswer], description: 'With order.list' }) recent_orders?: RecentOrderAnswer[];
}
