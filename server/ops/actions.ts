import { desc } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { operatorActions } from './schema.ts';

/**
 * Who runs a state-changing operator command: `--operator <name>` on the command line, or
 * SWERTE_OPERATOR in the operator's environment. A person's name or handle, not free text: letters,
 * digits, and . _ @ - or spaces inside, at most 64 characters.
 */
const OPERATOR = /^[\p{L}\p{N}](?:[\p{L}\p{N} ._@-]{0,62}[\p{L}\p{N}._@-])?$/u;

export function operatorName(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const name = value.trim();
  return OPERATOR.test(name) ? name : undefined;
}

/** The command line's `--operator name` or `--operator=name`, else SWERTE_OPERATOR; the rest (less --json) are the command's arguments. */
export function splitOperator(argv: string[], env: NodeJS.ProcessEnv): { operator?: string; args: string[] } {
  const args: string[] = [];
  let operator = env.SWERTE_OPERATOR || undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--json') continue;
    if (arg === '--operator') operator = argv[++i];
    else if (arg.startsWith('--operator=')) operator = arg.slice('--operator='.length);
    else args.push(arg);
  }
  return { operator, args };
}

export const OPERATOR_REQUIRED = 'this command changes data: name the operator with --operator <name> (or SWERTE_OPERATOR=<name>)';

export interface OperatorAction {
  operator: string;
  action: string;
  detail: Record<string, unknown>;
  ok: boolean;
}

/** Records one operator action (inside the transaction of the change it made, when there is one). */
export async function recordOperatorAction(db: Executor, action: OperatorAction, at: Date): Promise<void> {
  await db.insert(operatorActions).values({ ...action, createdAt: at });
}

/** The latest operator actions, newest first. */
export async function recentOperatorActions(db: Executor, limit = 50) {
  return db.select().from(operatorActions).orderBy(desc(operatorActions.id)).limit(limit);
}
