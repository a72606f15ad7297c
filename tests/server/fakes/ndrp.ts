import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local restricted-persons service of the interface docs/kyc.md defines (PAGCOR publishes no NDRP
 * API): `POST /v1/checks` with `Authorization: Bearer <key>` and `{mobile, fullName, birthDate}`,
 * answering `{listed}`. A wrong key is a 401, another path a 404; `failNext` makes the next call a 500.
 */
export interface NdrpFake {
  url: string;
  requests: unknown[];
  failNext(): void;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function fakeNdrpService(opts: { apiKey: string; mobiles: string[] }): Promise<NdrpFake> {
  const requests: unknown[] = [];
  let fail = false;
  const server = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const text = await readBody(req);
    if (fail) {
      fail = false;
      return send(500, { error: 'unavailable' });
    }
    if (req.method !== 'POST' || req.url !== '/v1/checks') return send(404, { error: 'not found' });
    if (req.headers.authorization !== `Bearer ${opts.apiKey}`) return send(401, { error: 'unauthorized' });
    let body: { mobile?: string | null };
    try {
      body = JSON.parse(text) as { mobile?: string | null };
    } catch {
      return send(400, { error: 'malformed' });
    }
    requests.push(body);
    return send(200, { listed: Boolean(body.mobile && opts.mobiles.includes(body.mobile)) });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext: () => {
      fail = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
