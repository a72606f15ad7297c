import { eq } from 'drizzle-orm';
import { Errcode, MessageKey, SocialType } from '../../../contract/index.ts';
import type { CallContext, HandlerGroup, SessionInfo } from '../../api/context.ts';
import { ApiError, invalid } from '../../api/errors.ts';
import { rules } from '../../config/rules.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { usersRepo } from '../../db/users-repo.ts';
import { assertPlayerNotRestricted } from '../../kyc/index.ts';
import { openSession } from '../accounts.ts';
import { admit, register, type Ctx } from '../handlers.ts';
import { sessions } from '../schema.ts';
import { recordSecurityEvent } from '../security-log.ts';
import { requireStepUp } from '../step-up-grant.ts';
import { flowsRepo, randomValue, s256, socialAccountsRepo, type StartFlow } from './flows.ts';
import { facebookLogin, lineSdkLogin, lineWebLogin, verifyGoogle, type Identity } from './providers.ts';
import { callbackPath, providerName, requireProvider, returnOrigin, type ProviderName } from './settings.ts';

type Proof = { credential?: string; code?: string; idToken?: string; state?: string; verifier?: string };
type LoginBody = Proof & { ticket?: string; birthDate?: string; inviteCode?: string; withdrawOnly?: boolean };

const stateInvalid = () => new ApiError(Errcode.invalidParams, { field: 'state', msg: MessageKey.socialStateInvalid });

/** The flow the state names, taken (deleted) before anything is checked: a state works once, right or wrong. */
async function takeFlow(ctx: Ctx, type: number, state: string | undefined, userId: number | null): Promise<StartFlow> {
  if (!state) throw invalid('state', MessageKey.fieldRequired);
  const flow = await flowsRepo(ctx.deps.db).takeStart(state, type, ctx.deps.now());
  // A bind's state signs nobody in, and a sign-in's binds nothing: each is for what it was started for.
  if (!flow || flow.userId !== userId) throw stateInvalid();
  return flow;
}

/** The PKCE verifier the app kept must be the one whose S256 the flow stored (the provider checks it again). */
function checkVerifier(flow: StartFlow, verifier: string | undefined): string {
  if (!verifier || s256(verifier) !== flow.pkceChallenge) throw invalid('verifier', MessageKey.socialStateInvalid);
  return verifier;
}

/** Who the provider says this is: each provider's own checks (providers.ts). */
async function identify(ctx: Ctx, type: number, flow: StartFlow, proof: Proof): Promise<Identity> {
  const { deps } = ctx;
  const name = providerName[type]!;
  if (name === 'google') {
    const google = await requireProvider(deps, type, 'google');
    if (!proof.credential) throw invalid('credential', MessageKey.fieldRequired);
    return verifyGoogle(google, proof.credential, flow.nonceHash);
  }
  if (name === 'line') {
    const line = await requireProvider(deps, type, 'line');
    if (proof.idToken) return lineSdkLogin(line, proof.idToken, flow.nonceHash);
    if (!proof.code) throw invalid('code', MessageKey.fieldRequired);
    return lineWebLogin(line, { code: proof.code, redirectUri: flow.redirectUri, verifier: checkVerifier(flow, proof.verifier), nonceHash: flow.nonceHash });
  }
  const facebook = await requireProvider(deps, type, 'facebook');
  if (!proof.code) throw invalid('code', MessageKey.fieldRequired);
  return facebookLogin(facebook, { code: proof.code, redirectUri: flow.redirectUri, verifier: checkVerifier(flow, proof.verifier) });
}

const ACCOUNT_PREFIX: Record<ProviderName, string> = { google: 'g', line: 'ln', facebook: 'fb' };
const ACCOUNT_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const newAccountName = (name: ProviderName) => `${ACCOUNT_PREFIX[name]}_${Array.from(randomValue().slice(0, 10), (c) => ACCOUNT_ALPHABET[c.charCodeAt(0) % ACCOUNT_ALPHABET.length]).join('')}`;

/**
 * A new social player, once the birth date came: the same gates as every sign-up (age 21+, the
 * sign-ups-per-address limit, the restricted-persons check: admit), then the player created, the ticket
 * spent and the provider linked in one transaction, and signed in.
 */
async function registerSocial(ctx: Ctx, type: number, identity: Identity, birthDate: string, inviteCode: string | undefined, ticketId: number | null) {
  const { deps } = ctx;
  const name = providerName[type]!;
  await admit(ctx, birthDate, null);
  const { lengths } = (await deps.config.get()).config;
  const nickname = (identity.name.trim() || `Player${identity.subject.slice(-4)}`).slice(0, lengths.nickname.max);
  return register(
    ctx,
    { account: newAccountName(name), accountType: type, mobile: null, passwordHash: null, nickname, birthDate },
    inviteCode,
    undefined,
    {
      method: name,
      within: async (tx, userId) => {
        if (ticketId !== null && !(await flowsRepo(tx).spendPending(ticketId))) throw stateInvalid();
        if (!(await socialAccountsRepo(tx).link(userId, type, identity.subject, identity.name))) {
          throw new ApiError(Errcode.conflict, { msg: MessageKey.socialLinkedElsewhere });
        }
      },
    },
  );
}

/**
 * googleLogin, lineLogin, facebookLogin: a known subject signs its player in (the restricted-persons
 * check, then openSession's protection gate and withdraw-only); an unknown one with a birth date is
 * registered; without one, a ticket is answered and nothing is created.
 */
async function socialLogin(ctx: CallContext<'googleLogin' | 'lineLogin' | 'facebookLogin'>, type: number) {
  const { deps } = ctx;
  const body = ctx.body as LoginBody;
  const name = providerName[type]!;
  await requireProvider(deps, type, name);
  if (body.ticket) {
    if (!body.birthDate) throw invalid('birthDate', MessageKey.fieldRequired);
    const pending = await flowsRepo(deps.db).peekPending(body.ticket, type, deps.now());
    if (!pending) throw invalid('ticket', MessageKey.socialStateInvalid);
    return registerSocial(ctx, type, { subject: pending.subject, name: pending.name }, body.birthDate, body.inviteCode, pending.id);
  }
  const flow = await takeFlow(ctx, type, body.state, null);
  const identity = await identify(ctx, type, flow, body);
  const linked = await socialAccountsRepo(deps.db).bySubject(type, identity.subject);
  if (linked) {
    const user = await usersRepo(deps.db).byId(linked.userId);
    if (!user) throw new ApiError(Errcode.internal);
    await assertPlayerNotRestricted(deps.db, deps.restricted, user);
    if (identity.name) await socialAccountsRepo(deps.db).rename(linked.id, identity.name);
    return openSession(deps, user.id, ctx.ip, ctx.userAgent, { method: name, withdrawOnly: body.withdrawOnly });
  }
  if (body.birthDate) return registerSocial(ctx, type, identity, body.birthDate, body.inviteCode, null);
  const ticket = randomValue();
  await flowsRepo(deps.db).pending({ provider: type, ticket, subject: identity.subject, name: identity.name, now: deps.now() });
  return { pending: { ticket, name: identity.name } };
}

/**
 * Adding or removing a way into the account needs proof it is the player: the step-up grant for a
 * player who can give one (a password, or a mobile for a code); a player whose only ways in are
 * providers proves it by a sign-in within the grant's minutes (the provider's own check).
 */
async function requireProof(deps: Ctx['deps'], session: SessionInfo) {
  if (session.user.passwordHash || session.user.mobile) return requireStepUp(session, deps.now());
  const [row] = await deps.db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, session.sessionId)).limit(1);
  if (!row || row.createdAt.getTime() + rules.stepUp.grantSeconds * 1000 <= deps.now()) requireStepUp(session, deps.now());
}

/** Locks the player's row: two unbinds at once cannot both see the other as the remaining way in. */
const lockPlayer = (tx: Executor, userId: number) => tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');

export const socialHandlers: HandlerGroup<'socialStart' | 'googleLogin' | 'lineLogin' | 'facebookLogin' | 'bindSocialAccount' | 'unbindSocialAccount'> = {
  socialStart: async (ctx) => {
    const { body, deps, session } = ctx;
    const name = providerName[body.socialType]!;
    const settings = await requireProvider(deps, body.socialType, name);
    if (body.bind && !session) throw new ApiError(Errcode.unauthorized);
    if (body.bind && session && (await socialAccountsRepo(deps.db).ofUser(session.user.id)).some((a) => a.provider === body.socialType)) {
      throw new ApiError(Errcode.conflict, { msg: MessageKey.socialAlreadyLinked });
    }
    const origin = returnOrigin(deps, body.origin);
    const redirectUri = `${origin}${callbackPath(name)}`;
    const [state, nonce, verifier] = [randomValue(), randomValue(), randomValue()];
    const flows = flowsRepo(deps.db);
    await flows.prune(deps.now());
    await flows.start({ provider: body.socialType, state, nonce, verifier, redirectUri, userId: body.bind && session ? session.user.id : null, now: deps.now() });
    const base = settings.authorizeUrl.startsWith('/') ? `${origin}${settings.authorizeUrl}` : settings.authorizeUrl;
    const common = { redirect_uri: redirectUri, state };
    const params: Record<string, string> =
      name === 'google'
        ? // Sign In With Google's redirect mode / OpenID Connect form_post: the ID token is POSTed to our receiver.
          { ...common, client_id: (settings as { clientId: string }).clientId, response_type: 'id_token', response_mode: 'form_post', scope: 'openid profile', nonce }
        : name === 'line'
          ? { ...common, client_id: (settings as { channelId: string }).channelId, response_type: 'code', scope: 'openid profile', nonce, code_challenge: s256(verifier), code_challenge_method: 'S256' }
          : { ...common, client_id: (settings as { appId: string }).appId, response_type: 'code', scope: 'public_profile', code_challenge: s256(verifier), code_challenge_method: 'S256' };
    // Google's double-submit: the app sets the g_csrf_token cookie to this value before it leaves, and
    // the receiver compares it with what the provider posts back (google-return.ts).
    return { authorizeUrl: `${base}?${new URLSearchParams(params)}`, state, verifier, csrf: name === 'google' ? state : '' };
  },

  googleLogin: (ctx) => socialLogin(ctx, SocialType.google),
  lineLogin: (ctx) => socialLogin(ctx, SocialType.line),
  facebookLogin: (ctx) => socialLogin(ctx, SocialType.facebook),

  bindSocialAccount: async (ctx) => {
    const { body, deps, session, ip, userAgent } = ctx;
    const name = providerName[body.socialType]!;
    await requireProvider(deps, body.socialType, name);
    await requireProof(deps, session);
    const flow = await takeFlow(ctx, body.socialType, body.state, session.user.id);
    const identity = await identify(ctx, body.socialType, flow, body);
    await deps.db.transaction(async (tx) => {
      await lockPlayer(tx, session.user.id);
      const accounts = socialAccountsRepo(tx);
      const owner = await accounts.bySubject(body.socialType, identity.subject);
      if (owner && owner.userId !== session.user.id) throw new ApiError(Errcode.conflict, { msg: MessageKey.socialLinkedElsewhere });
      if (owner || !(await accounts.link(session.user.id, body.socialType, identity.subject, identity.name))) {
        throw new ApiError(Errcode.conflict, { msg: (await accounts.bySubject(body.socialType, identity.subject)) ? MessageKey.socialLinkedElsewhere : MessageKey.socialAlreadyLinked });
      }
      await recordSecurityEvent(tx, { userId: session.user.id, kind: 'social_bound', ip, userAgent, detail: { provider: name }, at: new Date(deps.now()) });
    });
    return { socialType: body.socialType, name: identity.name };
  },

  unbindSocialAccount: async ({ body, deps, session, ip, userAgent }) => {
    const { user } = session;
    await requireProof(deps, session);
    await deps.db.transaction(async (tx) => {
      await lockPlayer(tx, user.id);
      const linked = await socialAccountsRepo(tx).ofUser(user.id);
      if (!linked.some((a) => a.provider === body.socialType)) throw new ApiError(Errcode.notFound, { msg: MessageKey.socialNotLinked });
      const fresh = await usersRepo(tx).byId(user.id);
      // Another way in must remain: a password (with the account name or mobile), a mobile's SMS code, or another provider.
      const others = linked.length - 1 + (fresh?.passwordHash ? 1 : 0) + (fresh?.mobile ? 1 : 0);
      if (others === 0) throw new ApiError(Errcode.conflict, { msg: MessageKey.socialLastMethod });
      await socialAccountsRepo(tx).unlink(user.id, body.socialType);
      await recordSecurityEvent(tx, { userId: user.id, kind: 'social_unbound', ip, userAgent, detail: { provider: providerName[body.socialType]! }, at: new Date(deps.now()) });
    });
    return {};
  },
};
