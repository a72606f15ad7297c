import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from './sseParser.ts';

const parse = (chunks: string[]) => {
  const got: SseMessage[] = [];
  const retries: number[] = [];
  const p = createSseParser((m) => got.push(m), (ms) => retries.push(ms));
  for (const c of chunks) p.feed(c);
  return { got, retries };
};

describe('SSE parser', () => {
  it('reads ids, names, data, retry hints and skips comment heartbeats', () => {
    const { got, retries } = parse(['retry: 3000\n:ok\n\n', 'id: 7\ndata: {"type":"redDots"}\n\n', ':\n\n', 'id: 8\nevent: ready\ndata: {"complete":true}\n\n']);
    expect(retries).toEqual([3000]);
    expect(got).toEqual([
      { id: '7', event: 'message', data: '{"type":"redDots"}' },
      { id: '8', event: 'ready', data: '{"complete":true}' },
    ]);
  });

  it('joins a message split anywhere across chunks, CRLF and CR line ends included', () => {
    const text = 'id: 1\r\ndata: a\r\ndata: b\r\n\r\nid: 2\rdata: c\r\r';
    for (let cut = 1; cut < text.length; cut++) {
      const { got } = parse([text.slice(0, cut), text.slice(cut)]);
      expect(got).toEqual([
        { id: '1', event: 'message', data: 'a\nb' },
        { id: '2', event: 'message', data: 'c' },
      ]);
    }
  });

  it('ignores a message with no data and an unfinished one', () => {
    expect(parse(['id: 3\n\n', 'data: half']).got).toEqual([]);
  });
});
