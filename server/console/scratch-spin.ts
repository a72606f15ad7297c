import { consoleScratchTypes, createScratchType, saveScratchType } from '../scratch/index.ts';
import { consoleSpinView, saveSpinSettings } from '../spin/index.ts';
import { recordConsoleAudit } from './audit.ts';
import type { ConsoleHandler } from './context.ts';

type Calls = 'consoleScratchTypes' | 'consoleScratchTypeCreate' | 'consoleScratchTypeSave' | 'consoleSpinConfig' | 'consoleSpinConfigSave';

/**
 * Scratch-card types and the wheel's settings (docs/scratch.md and docs/spin.md "Console"), admins only.
 * The services are the areas'; each change writes its audit row (before and after) in its transaction.
 */
export const consoleScratchSpinHandlers: { [P in Calls]: ConsoleHandler<P> } = {
  consoleScratchTypes: async ({ deps }) => consoleScratchTypes(deps.db, deps.now()),

  consoleScratchTypeCreate: async ({ deps, session, body }) => {
    const op = session.operator;
    const now = deps.now();
    const type = await deps.db.transaction(async (tx) => {
      const after = await createScratchType(tx, body, op.id, now);
      await recordConsoleAudit(tx, { operatorId: op.id, operator: op.name, call: 'consoleScratchTypeCreate', target: `scratch_type:${after.id}`, after }, new Date(now));
      return after;
    });
    return { type };
  },

  consoleScratchTypeSave: async ({ deps, session, body }) => {
    const op = session.operator;
    const now = deps.now();
    const type = await deps.db.transaction(async (tx) => {
      const { before, after } = await saveScratchType(tx, body, op.id, now);
      await recordConsoleAudit(tx, { operatorId: op.id, operator: op.name, call: 'consoleScratchTypeSave', target: `scratch_type:${after.id}`, before, after }, new Date(now));
      return after;
    });
    return { type };
  },

  consoleSpinConfig: async ({ deps }) => consoleSpinView(deps.db, deps.now()),

  consoleSpinConfigSave: async ({ deps, session, body }) => {
    const op = session.operator;
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      const change = await saveSpinSettings(tx, body, now);
      if (!change) return;
      const { before, after } = change;
      await recordConsoleAudit(tx, { operatorId: op.id, operator: op.name, call: 'consoleSpinConfigSave', target: 'spin_wheel_config:1', before, after }, new Date(now));
    });
    return consoleSpinView(deps.db, now);
  },
};
