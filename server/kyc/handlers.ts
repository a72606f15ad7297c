import type { HandlerGroup } from '../api/context.ts';
import { assertNotRestricted } from './eligibility.ts';
import { decodeUpload, reencode } from './images.ts';
import { idKey, refuseExcludedIdentity } from './identity.ts';
import { assertUploadAllowed, hasKycNow, kycState, storeUpload, submitKyc } from './service.ts';

/** The player's KYC calls (contract/calls/kyc.ts). */
export const kycHandlers: HandlerGroup<'uploadKyc' | 'addKyc' | 'kyc' | 'queryKycResult'> = {
  uploadKyc: async ({ body, deps, session }) => {
    const userId = session.user.id;
    const bytes = decodeUpload(body.image);
    await assertUploadAllowed(deps.db, userId, deps.now());
    const image = await reencode(bytes);
    return { fileId: await storeUpload(deps.db, userId, body.kind, image, deps.now()) };
  },

  addKyc: async ({ body, deps, session }) => {
    const user = session.user;
    // The name on the ID with the birth date, and the number: a listed person is refused before anything is filed.
    await assertNotRestricted(deps.restricted, { mobile: user.mobile, fullName: body.fullName, birthDate: user.birthDate });
    const { idType, idNumber, fullName, idFileId, selfieFileId } = body;
    // An excluded person's ID: refused, and this account excluded alike (identity.ts).
    await refuseExcludedIdentity(deps.db, user.id, idKey(idType, idNumber), deps.now());
    await submitKyc(deps.db, user.id, { idType, idNumber: idNumber.toUpperCase(), fullName: fullName.replace(/\s+/g, ' '), idFileId, selfieFileId }, deps.now());
    const { config } = await deps.config.get();
    return { kyc: await kycState(deps.db, { id: user.id, hasKyc: false }, config) };
  },

  kyc: async ({ deps, session }) => {
    const { config } = await deps.config.get();
    const id = session.user.id;
    return { kyc: await kycState(deps.db, { id, hasKyc: await hasKycNow(deps.db, id) }, config) };
  },

  queryKycResult: async ({ deps, session }) => {
    const { config } = await deps.config.get();
    const id = session.user.id;
    const state = await kycState(deps.db, { id, hasKyc: await hasKycNow(deps.db, id) }, config);
    return { status: state.status, rejectReason: state.rejectReason, decidedAt: state.decidedAt };
  },
};
