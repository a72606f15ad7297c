import { z } from 'zod';
import { body, ok, isoDate } from '../common.ts';
import { defineCall } from '../define.ts';
import { sessionResponse } from './auth.ts';

/**
 * Sign in with Google, LINE and Facebook (spec §7 googleLogin, facebookLogin, lineLogin,
 * bindSocialAccount; docs/social.md has the flows). socialType is SocialType: facebook 3, line 4, google 5.
 */
export const socialType = z.union([z.literal(3), z.literal(4), z.literal(5)]);

/** The state socialStart issued, the provider's code, a verifier: opaque URL-safe strings. */
const opaque = z.string().regex(/^[A-Za-z0-9._~-]{8,512}$/, { message: 'format' });
/** A compact JWS (an ID token): three base64url parts. */
const jwt = z.string().max(8192).regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/, { message: 'format' });
const inviteCode = z.string().max(32).optional();
const withdrawOnly = z.boolean().optional();

/**
 * What a social sign-in answers: a session (the subject is linked, or the new player was created), or
 * `pending` when the subject is unknown and no birth date came: the app asks for it and sends the same
 * call again with `ticket` (valid 10 minutes, once) and `birthDate`. Nothing is created before that.
 */
export const socialSessionResponse = ok({
  ...sessionResponse.shape,
  token: z.string().optional(),
  expiresIn: z.int().optional(),
  userId: z.int().optional(),
  isNew: z.boolean().optional(),
  pending: z.object({ ticket: z.string(), name: z.string() }).optional(),
});

/** The second step of a new social player: the ticket of the pending answer and the birth date. */
const ticketStep = { ticket: opaque.optional(), birthDate: isoDate.optional(), inviteCode, withdrawOnly };

export const socialCalls = {
  /**
   * Starts a sign-in (or, with a token, a bind): the server issues the state, nonce and PKCE verifier
   * (stored hashed, 10 minutes, once) and answers the provider's authorization address to open.
   * `origin` is where the app runs (development only: production returns to PUBLIC_URL). The app keeps
   * `state` and `verifier` for the callback. 403 errors.social.disabled for a provider not offered.
   */
  socialStart: defineCall({
    auth: 'public',
    body: body({ socialType, bind: z.boolean().optional(), origin: z.string().max(200).optional() }),
    response: ok({ authorizeUrl: z.string(), state: z.string(), verifier: z.string(), csrf: z.string() }),
  }),
  /** Google: the ID token the provider posted back (Sign In With Google, redirect mode) and the state. */
  googleLogin: defineCall({
    auth: 'public',
    body: body({ credential: jwt.optional(), state: opaque.optional(), ...ticketStep }),
    response: socialSessionResponse,
  }),
  /**
   * LINE Login v2.1: the authorization code and state of the web login (its ID token HS256, the channel
   * secret), or `idToken` from LIFF / the SDKs (ES256, LINE's keys) with the state whose nonce it carries.
   */
  lineLogin: defineCall({
    auth: 'public',
    body: body({ code: opaque.optional(), idToken: jwt.optional(), state: opaque.optional(), verifier: opaque.optional(), ...ticketStep }),
    response: socialSessionResponse,
  }),
  /** Facebook: the authorization code, the state and the PKCE verifier. */
  facebookLogin: defineCall({
    auth: 'public',
    body: body({ code: opaque.optional(), state: opaque.optional(), verifier: opaque.optional(), ...ticketStep }),
    response: socialSessionResponse,
  }),
  /**
   * Links a provider to the signed-in player (a step-up grant required: a linked account is a way in).
   * The same proof as that provider's login call. 409 when the subject belongs to another player or the
   * player already has one of that provider.
   */
  bindSocialAccount: defineCall({
    auth: 'user',
    body: body({
      socialType,
      credential: jwt.optional(),
      code: opaque.optional(),
      idToken: jwt.optional(),
      state: opaque,
      verifier: opaque.optional(),
    }),
    response: ok({ socialType, name: z.string() }),
  }),
  /** Removes a linked provider while another way in remains (a password, or another linked provider). */
  unbindSocialAccount: defineCall({
    auth: 'user',
    body: body({ socialType }),
    response: ok({}),
  }),
};
