import { Errcode, MessageKey, SocialType } from '../../../contract/index.ts';
import { ApiError, invalid } from '../../api/errors.ts';
import type { ServerDeps } from '../../deps.ts';

export type ProviderName = 'google' | 'line' | 'facebook';
export const providerName: Record<number, ProviderName> = { [SocialType.google]: 'google', [SocialType.line]: 'line', [SocialType.facebook]: 'facebook' };
const ALL = [SocialType.facebook, SocialType.line, SocialType.google];

/**
 * The social sign-ins offered now: the app config's `socialTypes` (absent: all) that the server has
 * settings for (production: SOCIAL_PROVIDERS and each one's keys; development: the fakes).
 */
export async function offeredSocialTypes(deps: ServerDeps): Promise<number[]> {
  const { config } = await deps.config.get();
  const wanted: readonly number[] = config.socialTypes ?? ALL;
  return ALL.filter((type) => wanted.includes(type) && deps.social?.[providerName[type]!] !== undefined);
}

/** The provider's settings, or 403 errors.social.disabled when it is not offered now. */
export async function requireProvider<P extends ProviderName>(deps: ServerDeps, type: number, name: P): Promise<NonNullable<NonNullable<ServerDeps['social']>[P]>> {
  const settings = deps.social?.[name];
  if (!settings || !(await offeredSocialTypes(deps)).includes(type)) throw new ApiError(Errcode.forbidden, { msg: MessageKey.socialDisabled });
  return settings as NonNullable<NonNullable<ServerDeps['social']>[P]>;
}

/**
 * Where the provider returns the browser: production's PUBLIC_URL (registered with each provider);
 * in development the origin the app says it runs on (Vite's or the server's), an http(s) origin only.
 */
export function returnOrigin(deps: ServerDeps, given: string | undefined): string {
  if (deps.mode === 'production' || deps.social?.returnOrigin) {
    if (!deps.social?.returnOrigin) throw new ApiError(Errcode.forbidden, { msg: MessageKey.socialDisabled });
    return deps.social.returnOrigin.replace(/\/$/, '');
  }
  let url: URL | undefined;
  try {
    url = given ? new URL(given) : undefined;
  } catch {
    url = undefined;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== given) throw invalid('origin', MessageKey.fieldRequired);
  return url.origin;
}

/** The path of the app's callback page, and Google's form-post receiver (auth/social/google-return.ts). */
export const GOOGLE_RETURN_PATH = '/app/v1/social/google/return';
export const callbackPath = (name: ProviderName) => (name === 'google' ? GOOGLE_RETURN_PATH : `/auth/callback/${name}`);
