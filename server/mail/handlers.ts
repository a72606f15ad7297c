import type { HandlerGroup } from '../api/context.ts';
import { claimMail } from './claim.ts';
import { deleteMail, listMail, openMail } from './inbox.ts';

/** The player's inbox (contract/calls/mail.ts, docs/mail.md). Each change is one transaction. */
export const mailHandlers: HandlerGroup<'getMail3' | 'getMailDetail' | 'receiveMail' | 'delMail'> = {
  getMail3: ({ deps, body, session: { user } }) => listMail(deps.db, user.id, { beforeId: body.beforeId, pageSize: body.pageSize, now: deps.now() }),
  getMailDetail: ({ deps, body, session: { user } }) => deps.db.transaction((tx) => openMail(tx, user.id, body.id, deps.now())),
  receiveMail: ({ deps, body, session: { user } }) => deps.db.transaction((tx) => claimMail(tx, user.id, body.id, deps.now())),
  delMail: ({ deps, body, session: { user } }) => deps.db.transaction((tx) => deleteMail(tx, user.id, body.id, body.discardAttachment === true, deps.now())),
};
