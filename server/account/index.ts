// The account area's public face (contract/calls/account.ts): what other areas and the composition
// files may use. Everything else in this folder is its own.
export { accountHandlers } from './handlers.ts';
export { contactEmail, registerAvatarRoute } from './profile.ts';
export { wireRedDotSources, type RedDotSources } from './red-dot-sources.ts';
export { searchPlayers, signUpsBetween, type PlayerRow } from './operator-reads.ts';
