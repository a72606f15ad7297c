// The KYC area's public face (contract/calls/kyc.ts, docs/kyc.md): the player's calls, the review the
// console runs, and the restricted-persons (NDRP) check auth makes at registration and sign-in.
export { kycHandlers } from './handlers.ts';
export { kycQueue, kycView, decideKyc, type KycDecision } from './review.ts';
export { sameName, verifiedNames } from './names.ts';
export { accountsSharingIdentity, idKey } from './identity.ts';
export { hasKycNow } from './service.ts';
// The image pipeline (docs/kyc.md "How an image travels"), reused by feedback pictures and avatars.
export { decodeUpload, reencode, sniffFormat, type StoredImage, type UploadRefusals } from './images.ts';
export { bytea } from './schema.ts';
export { assertNotRestricted, assertPlayerNotRestricted } from './eligibility.ts';
export type { PersonQuery, RestrictedPersons } from './ndrp/restricted.ts';
export { memoryRestrictedPersons, parseRestrictedList } from './ndrp/restricted.ts';
export { storedListRestrictedPersons, type StoredListOptions } from './ndrp/stored-list.ts';
export { countEntries, currentNdrpList, storeNdrpList, type NdrpListInfo } from './ndrp/lists.ts';
export { httpRestrictedPersons, type HttpRestrictedOptions } from './ndrp/http.ts';
