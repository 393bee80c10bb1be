/** One message of an answer: the server's wording and, from a current server, its code and values. */
export interface ServerMessage {
  text: string;
  code?: string;
  params?: Record<string, string | number>;
}

/** What a form shows: a server message, or text the interface wrote itself. */
export type ShownMessage = ServerMessage | string;

/** The messages of an answer body (`messages`, `codes`, `params`), paired up. */
export function serverMessagesOf(body: unknown): ServerMessage[] {
  const { messages, codes, params } = (body ?? {}) as { messages?: unknown; codes?: unknown; params?: unknown };
  if (!Array.isArray(messages)) return [];
  return messages.map((text, i) => {
    const code = Array.isArray(codes) && typeof codes[i] === 'string' ? codes[i] : undefined;
    const values = Array.isArray(params) && params[i] && typeof params[i] === 'object' ? (params[i] as Record<string, string | number>) : undefined;
    return { text: String(text), ...(code ? { code } : {}), ...(values ? { params: values } : {}) };
  });
}
