/** One Server-Sent Events message as the stream framed it. */
export interface SseMessage {
  /** The `id:` field, when the message had one. */
  id?: string;
  /** The `event:` field; 'message' when absent. */
  event: string;
  data: string;
}

/**
 * An incremental parser of `text/event-stream` (the WHATWG rules the browser's EventSource follows):
 * lines end in LF, CR or CRLF (split across chunks too); `:` lines are comments (the heartbeat);
 * `data:` lines join with a newline; a blank line ends a message; `retry:` sets the reconnect delay.
 */
export function createSseParser(onMessage: (message: SseMessage) => void, onRetry?: (ms: number) => void): { feed(chunk: string): void } {
  let buffer = '';
  let pendingCr = false;
  let data: string[] = [];
  let event = '';
  let id: string | undefined;

  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onMessage({ ...(id === undefined ? {} : { id }), event: event || 'message', data: data.join('\n') });
      data = [];
      event = '';
      id = undefined;
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) onRetry?.(Number(value));
  };

  return {
    feed(chunk) {
      let text = chunk;
      // A CR ended the last chunk: an LF starting this one belongs to it.
      if (pendingCr && text.startsWith('\n')) text = text.slice(1);
      pendingCr = false;
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const c = buffer[i];
        if (c !== '\n' && c !== '\r') continue;
        line(buffer.slice(start, i));
        if (c === '\r') {
          if (i + 1 < buffer.length) {
            if (buffer[i + 1] === '\n') i++;
          } else pendingCr = true;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
  };
}
