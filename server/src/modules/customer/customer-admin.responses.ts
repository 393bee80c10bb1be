import { ApiProperty } from '@nestjs/swagger';
import { AddressAnswer } from '../address';

/** A row of GET /api/admin/user. */
export class CustomerListItem {
  @ApiProperty() id: number;
  @ApiProperty() first_name: string;
  @ApiProperty() last_name: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty() enabled: boolean;
  @ApiProperty() is_subscribe: boolean;
  @ApiProperty({ type: Number, nullable: true }) status_id: number | null;
  @ApiProperty({ type: String, nullable: true }) status_title: string | null;
  @ApiProperty() lead_source: string;
  @ApiProperty({ type: Number, nullable: true }) admin_id: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'The staff member assigned' }) admin_name: string | null;
  @ApiProperty({ type: [String] }) tags: string[];
  @ApiProperty({ type: Number, nullable: true }) membership_tier_id: number | null;
  @ApiProperty() created_at: string;
  @ApiProperty() updated_at: string;
}

/** One order of a customer's order history. */
export class CustomerOrderItem {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'The order number' }) identifier: string;
  @ApiProperty({ description: 'Minor units of the base currency' }) grand_total: number;
  @ApiProperty() status: string;
  @ApiProperty() created_at: string;
}

/** GET /api/admin/user/{id}: a customer with every field, the address book and the latest orders (never the password). */
export class CustomerAdminAnswer {
  @ApiProperty() id: number;
  @ApiProperty() enabled: boolean;
  @ApiProperty() is_subscribe: boolean;
  @ApiProperty({ type: Number, nullable: true }) membership_tier_id: number | null;
  @ApiProperty({ type: String, nullable: true }) membership_expires_at: string | null;
  @ApiProperty() first_name: string;
  @ApiProperty() last_name: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ type: [String] }) emails: string[];
  @ApiProperty({ type: [String] }) mobiles: string[];
  @ApiProperty({ enum: ['female', 'male'], nullable: true }) gender: 'female' | 'male' | null;
  @ApiProperty() language: string;
  @ApiProperty() job_title: string;
  @ApiProperty() department: string;
  @ApiProperty() office_phone: string;
  @ApiProperty() fax: string;
  @ApiProperty() website: string;
  @ApiProperty({ type: Number, nullable: true }) admin_id: number | null;
  @ApiProperty({ type: Number, nullable: true }) status_id: number | null;
  @ApiProperty() status_description: string;
  @ApiProperty() lead_source: string;
  @ApiProperty() lead_source_description: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: [String] }) tags: string[];
  @ApiProperty({ description: 'The account is linked to a Facebook user' }) facebook_linked: boolean;
  @ApiProperty({ type: [AddressAnswer] }) addresses: AddressAnswer[];
  @ApiProperty({ type: [CustomerOrderItem], description: 'The latest 20 orders, newest first' }) orders: CustomerOrderItem[];
  @ApiProperty({ description: 'How many orders the customer has' }) orders_total: number;
  @ApiProperty() created_at: string;
  @ApiProperty() updated_at: string;
}

/** One choice of a picker. */
export class LookupOption {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'A status title, a staff member name, or a tier name in the main language' }) name: string;
}

/** GET /api/admin/user/lookups: what the customer and lead forms pick from, for whoever may edit customers or leads. */
export class CustomerLookups {
  @ApiProperty({ type: [LookupOption], description: 'Lead statuses, in their order' }) statuses: LookupOption[];
  @ApiProperty({ type: [LookupOption], description: 'Enabled staff accounts, by name' }) admins: LookupOption[];
  @ApiProperty({ type: [LookupOption], description: 'Membership tiers, in their order' }) tiers: LookupOption[];
}
