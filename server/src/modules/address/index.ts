/** What the address module offers the rest of the server (checkout reads the address book through it). */
export * from './address.dto';
export * from './address.service';
export * from './is-country.decorator';
