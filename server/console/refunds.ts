import { Errcode, MessageKey } from '../../contract/index.ts';
import type { ConsoleDepositRefund } from '../../contract/ops/index.ts';
import { ApiError } from '../api/errors.ts';
import type { ServerDeps } from '../deps.ts';
import { markDepositRefunded, refundOrder, refundOrders, type RefundOrder } from '../wallet/index.ts';
import { recordConsoleAudit } from './audit.ts';
import type { ConsoleHandlers } from './context.ts';

const LIST = 200;

type Channels = Record<string, { name: string } | undefined>;

const refundView = ({ row, reason, refundedAt }: RefundOrder, channels: Channels): ConsoleDepositRefund => ({
  orderNo: row.orderNo,
  userId: row.userId,
  amount: row.amount,
  typeId: row.typeId,
  channel: channels[String(row.typeId)]?.name ?? '',
  reason,
  status: row.status,
  provider: row.provider,
  providerPaymentId: row.providerOrderId ?? '',
  createdAt: row.createdAt.getTime(),
  heldAt: row.settledAt?.getTime() ?? null,
  refundedAt: refundedAt?.getTime() ?? null,
});

const channelsOf = async (deps: ServerDeps): Promise<Channels> => (await deps.config.get()).config.rechargeTypeMap;

/**
 * Deposits held for a refund (docs/console.md "Deposit refunds"): compliance and finance see the queue
 * and what was refunded; finance marks one refunded once it has been paid back at the provider (the
 * wallet moves the money out of refunds payable), audited in the same transaction.
 */
export const refundConsoleHandlers: Pick<ConsoleHandlers, 'consoleDepositRefunds' | 'consoleDepositRefundMark'> = {
  consoleDepositRefunds: async ({ deps, body }) => {
    const [rows, channels] = await Promise.all([refundOrders(deps.db, body.status, LIST), channelsOf(deps)]);
    return { refunds: rows.map((row) => refundView(row, channels)) };
  },

  consoleDepositRefundMark: async ({ deps, session, body }) => {
    const op = session.operator;
    const now = deps.now();
    const row = await markDepositRefunded(deps.db, body.orderNo, { operator: op.name, note: body.reason, now }, (tx, order) =>
      recordConsoleAudit(
        tx,
        {
          operatorId: op.id,
          operator: op.name,
          call: 'consoleDepositRefundMark',
          target: `deposit:${order.orderNo}`,
          before: { status: 'refund_due' },
          after: { status: order.status, amount: order.amount, userId: order.userId, providerPaymentId: order.providerOrderId },
          reason: body.reason,
        },
        new Date(now),
      ),
    );
    if (!row) throw new ApiError(Errcode.conflict, { msg: MessageKey.consoleRefundNotDue });
    const refund = (await refundOrder(deps.db, row.orderNo)) ?? { row, reason: '', refundedAt: new Date(now) };
    return { refund: refundView(refund, await channelsOf(deps)) };
  },
};
