/** A short unique tag for the names and emails a spec makes, so runs never collide. */
export const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The smallest file that passes for a PDF (an ebook's file in the lead and funnel specs). */
export const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
