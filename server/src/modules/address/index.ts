/** What the address module offers the rest of the server (checkout and staff orders read the address book through it). */
export * from './address.dto';
export * from './address.messages';
export * from './address.responses';
export * from './address.service';
export * from './is-country.decorator';
