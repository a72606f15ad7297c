import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerDeps } from '../../deps.ts';
import { isSandbox, SANDBOX, SIGNATURE_HEADER, type SandboxGateway } from './sandbox.ts';
import { depositsRepo } from '../deposits-repo.ts';

type Strings = { title: string; merchant: string; channel: string; amount: string; order: string; pay: string; cancel: string; note: string; done: string; status: Record<string, string>; missing: string; back: string; ribbon: string };
const strings = JSON.parse(readFileSync(new URL('../../../locales/en-PH/sandbox.json', import.meta.url), 'utf8')) as Strings;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => escape(values[key] ?? ''));
const pesos = (hundredths: number) => new Intl.NumberFormat('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(hundredths / 100);
const returnUrl = (orderNo: string) => `/wallets?name=deposit&orderNo=${encodeURIComponent(orderNo)}`;

function page(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><html lang="en-PH"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(strings.title)}</title><style>
body{margin:0;min-height:100dvh;display:grid;place-items:center;font:16px/1.5 system-ui,sans-serif;background:#0b3d91;color:#10213f}
main{box-sizing:border-box;width:calc(100% - 32px);max-width:400px;background:#fff;border-radius:20px;padding:24px;box-shadow:0 10px 40px #0005}
h1{margin:0 0 4px;font-size:1.25rem}.amount{font-size:2rem;font-weight:800;margin:8px 0 16px}.muted{color:#5a6478;font-size:.875rem}
form{display:grid;gap:10px;margin-top:16px}button,a.button{display:block;text-align:center;border:0;border-radius:999px;padding:14px;font:inherit;font-weight:700;cursor:pointer;text-decoration:none}
.pay{background:#0b63f6;color:#fff}.cancel{background:#eef1f6;color:#10213f}.ribbon{display:inline-block;margin:0 0 12px;padding:4px 12px;border-radius:999px;background:#f5b700;color:#1a1300;font-size:.8125rem;font-weight:800}</style></head><body><main><p class="ribbon" data-testid="sandbox-ribbon">${escape(strings.ribbon)}</p>${body}</main></body></html>`);
}

/**
 * The sandbox provider's checkout page (GET /sandbox/checkout/<orderNo>/<token>) and its two buttons:
 * pay or cancel. Either sends the provider's signed callback to /payments/callback/sandbox, as a real
 * provider's server would, then returns the player to the wallet with the order number.
 *
 * Registered only while the gateway is the sandbox (development): with a real provider these routes
 * do not exist. The token (sandbox.ts) binds the page to the order's own player: a wrong or missing
 * token is the same 404 as an unknown order, and changes nothing.
 */
export async function registerSandboxCheckout(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const gateway = deps.payments;
  if (!isSandbox(gateway)) return;
  const ownOrder = async (orderNo: string, token: string) => {
    const order = await depositsRepo(deps.db).byOrderNoAny(orderNo);
    return order && order.provider === SANDBOX && gateway.tokenMatches(order, token) ? order : undefined;
  };

  app.get<{ Params: { orderNo: string; token: string } }>('/sandbox/checkout/:orderNo/:token', async (req, reply) => {
    const order = await ownOrder(req.params.orderNo, req.params.token);
    if (!order) return page(reply, 404, `<h1>${escape(strings.missing)}</h1><p><a class="button cancel" href="/wallets?name=deposit">${escape(strings.back)}</a></p>`);
    const { config } = await deps.config.get();
    const channel = config.rechargeTypeMap[String(order.typeId)]?.name ?? '';
    const head = `<h1>${escape(strings.merchant)}</h1><p class="muted">${fill(strings.channel, { channel })}</p><p class="muted">${escape(strings.amount)}</p><p class="amount">₱${pesos(order.amount)}</p><p class="muted">${fill(strings.order, { orderNo: order.orderNo })}</p>`;
    if (order.status !== 'pending' || deps.now() > order.expiresAt.getTime()) {
      const status = strings.status[order.status === 'pending' ? 'expired' : order.status] ?? order.status;
      return page(reply, 200, `${head}<p>${fill(strings.done, { status })}</p><p><a class="button cancel" href="${escape(returnUrl(order.orderNo))}">${escape(strings.back)}</a></p>`);
    }
    const action = (what: string) => `${gateway.payUrl(order)}/${what}`;
    return page(
      reply,
      200,
      `${head}<form method="post" action="${escape(action('pay'))}"><button class="pay" type="submit">${fill(strings.pay, { amount: pesos(order.amount) })}</button></form><form method="post" action="${escape(action('cancel'))}"><button class="cancel" type="submit">${escape(strings.cancel)}</button></form><p class="muted">${escape(strings.note)}</p>`,
    );
  });

  // The page's buttons are plain HTML forms: their (empty) urlencoded body is accepted and ignored.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) => done(null, body));
    registerActions(scope, app, deps, gateway, ownOrder);
  });
}

type OwnOrder = (orderNo: string, token: string) => ReturnType<ReturnType<typeof depositsRepo>['byOrderNoAny']>;

function registerActions(scope: FastifyInstance, app: FastifyInstance, deps: ServerDeps, gateway: SandboxGateway, ownOrder: OwnOrder): void {
  scope.post<{ Params: { orderNo: string; token: string; action: string } }>('/sandbox/checkout/:orderNo/:token/:action', async (req, reply) => {
    if (req.params.action !== 'pay' && req.params.action !== 'cancel') return reply.code(404).send();
    const order = await ownOrder(req.params.orderNo, req.params.token);
    if (!order) return reply.code(404).send();
    const body = JSON.stringify({
      orderNo: order.orderNo,
      providerOrderId: `SBX${randomBytes(8).toString('hex').toUpperCase()}`,
      amount: order.amount,
      status: req.params.action === 'pay' ? 'paid' : 'failed',
      timestamp: deps.now(),
    });
    // The provider's server calling ours: the real route, signature and all; like real providers it
    // tries again when our answer is not a 2xx or 4xx (a 4xx is final: the callback was refused).
    for (let attempt = 0; attempt < 3; attempt++) {
      const res = await app.inject({ method: 'POST', url: `/payments/callback/${SANDBOX}`, payload: body, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: gateway.sign(body) } });
      if (res.statusCode < 500) break;
    }
    return reply.code(303).header('location', returnUrl(order.orderNo)).send();
  });
}
