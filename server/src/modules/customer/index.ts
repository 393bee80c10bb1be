/** What the customer module offers the rest of the server; its other files are its own. */
export * from './customer-auth.service';
export * from './customer-subscription.service';
export * from './customer.messages';
export * from './customer.responses';
export { ShopperPrincipals } from './shopper-principals';
export { CustomerAdminService, type CustomerImportOutcome } from './customer-admin.service';
export { UpdateCustomerAdminDto, LEAD_SOURCES } from './customer-admin.dto';
export { GENDERS } from './customer.dto';
