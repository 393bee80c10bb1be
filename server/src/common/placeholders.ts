/**
 * Staff-written text with values in its placeholders ({first_name}, {shop_name}...): a lead status's
 * campaign content, a broadcast's subject and body. Unknown placeholders stay as written.
 */
export function fillPlaceholders(content: string, values: Readonly<Record<string, string>>): string {
  return content.replace(/\{([a-z_]+)\}/g, (whole, key: string) => (key in values ? values[key] : whole));
}
