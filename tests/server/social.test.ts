import { describe, expect, it } from 'vitest';
import { generateKeyPair, SignJWT, exportSPKI } from 'jose';
import { FAKE_PEOPLE, fakeControl, fakeKeys, issueFakeCode, newFakePerson, signFakeIdToken, signLineHs256 } from '../../server/auth/social/fakes/provider.ts';
import { appConfigRepo } from '../../server/app-config/index.ts';
import { ADULT, expectError, expectOk, stepUp } from './helpers.ts';
import { useTestServer } from './harness.ts';
import { counts, FACEBOOK, GOOGLE, googleCredential, googleReturn, LINE, listenWithFakes, newSocialPlayer, signInWith, start } from './social-helpers.ts';

// Sign in with Google, LINE and Facebook (docs/social.md) against the fakes this server serves, the
// real adapters calling them over HTTP.
const t = useTestServer();
const [maria, juan] = FAKE_PEOPLE as [(typeof FAKE_PEOPLE)[0], (typeof FAKE_PEOPLE)[0]];
const UNDER_21 = `${new Date().getUTCFullYear() - 18}-01-01`;

describe('offered providers', () => {
  it('preLogin2 lists the configured ones, filtered by config socialTypes; none without settings', async () => {
    expect(expectOk(await t.call('anonymous/preLogin2', {})).socialTypes).toEqual([]);
    await listenWithFakes(t);
    expect(expectOk(await t.call('anonymous/preLogin2', {})).socialTypes).toEqual([FACEBOOK, LINE, GOOGLE]);
    await appConfigRepo(t.deps.db).upsert('socialTypes', [LINE]);
    t.deps.config.invalidate();
    expect(expectOk(await t.call('anonymous/preLogin2', {})).socialTypes).toEqual([LINE]);
    expectError(await t.call('socialStart', { socialType: GOOGLE, origin: 'http://127.0.0.1:1' }), { status: 403, errcode: 403, msg: 'errors.social.disabled' });
  });
});

describe('signing in and up', () => {
  it('an unknown subject without a birth date gets a ticket and creates nothing; the ticket and a birth date create the player once', async () => {
    const origin = await listenWithFakes(t);
    const before = await counts(t);
    const first = expectOk(await signInWith(t, origin, LINE, maria));
    expect(first.pending.name).toBe('Maria Santos');
    expect(first.token).toBeUndefined();
    expect(await counts(t)).toEqual(before);
    // Under 21: refused, nothing created, the ticket still good for the right date.
    expectError(await t.call('lineLogin', { ticket: first.pending.ticket, birthDate: UNDER_21 }), { status: 403, errcode: 403, msg: 'errors.auth.underAge' });
    expectError(await t.call('lineLogin', { ticket: first.pending.ticket }), { status: 400, errcode: 400, field: 'birthDate' });
    expect(await counts(t)).toEqual(before);
    const made = expectOk(await t.call('lineLogin', { ticket: first.pending.ticket, birthDate: ADULT }));
    expect(made.isNew).toBe(true);
    expect(await counts(t)).toEqual({ users: before.users + 1, links: before.links + 1 });
    // The ticket is spent: a replay creates nothing.
    expectError(await t.call('lineLogin', { ticket: first.pending.ticket, birthDate: ADULT }), { status: 400, errcode: 400, msg: 'errors.social.stateInvalid' });
    const info = expectOk(await t.call('getAfterLoginInfoWeb', { deviceId: 'd' }, { token: made.token })).userInfo;
    expect(info).toMatchObject({ lineAccount: maria.subject, lineName: 'Maria Santos', googleAccount: '', facebookAccount: '', accountType: LINE });
    // The known subject signs the same player in, twice.
    for (let i = 0; i < 2; i++) {
      const again = expectOk(await signInWith(t, origin, LINE, maria));
      expect(again).toMatchObject({ userId: made.userId, isNew: false });
    }
    expect(await counts(t)).toEqual({ users: before.users + 1, links: before.links + 1 });
  });

  it('Google through its form-post receiver and Facebook through code + PKCE, with an invite code', async () => {
    const origin = await listenWithFakes(t);
    const demo = expectOk(await t.call('getAfterLoginInfoWeb', { deviceId: 'd' }, { token: await t.loginDemo() }));
    const g = expectOk(await signInWith(t, origin, GOOGLE, juan, { birthDate: ADULT }));
    expect(g.isNew).toBe(true);
    const f = expectOk(await signInWith(t, origin, FACEBOOK, newFakePerson(), { birthDate: ADULT, inviteCode: demo.inviteCode }));
    expect(f.isNew).toBe(true);
    const fInfo = expectOk(await t.call('getAfterLoginInfoWeb', { deviceId: 'd' }, { token: f.token })).userInfo;
    expect(fInfo).toMatchObject({ facebookName: expect.stringMatching(/^Test Player/), pid: demo.userInfo.id, accountType: FACEBOOK });
    expect(expectOk(await signInWith(t, origin, GOOGLE, juan)).userId).toBe(g.userId);
  });

  it('LINE tokens from LIFF and the SDKs (ES256, LINE keys) with the flow nonce', async () => {
    const origin = await listenWithFakes(t);
    const started = await start(t, origin, LINE);
    const idToken = await signFakeIdToken('line', { iss: 'https://access.line.me', aud: t.deps.social!.line!.channelId, sub: 'line-sdk-1', name: 'Liff User', nonce: started.params.get('nonce') });
    const made = expectOk(await t.call('lineLogin', { idToken, state: started.state, birthDate: ADULT }));
    expect(made.isNew).toBe(true);
  });

});

describe('tampered tokens and replays: a 4xx and no account or link', () => {
  async function refusedWithoutRows(run: () => Promise<{ status: number; body: Record<string, any> }>, status: number, msg?: string) {
    const before = await counts(t);
    const res = await run();
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body.errcode).toBe(status);
    if (msg) expect(res.body.msg).toBe(msg);
    expect(await counts(t)).toEqual(before);
  }
  const googleWith = async (origin: string, claims: Record<string, unknown>, opts: { life?: number; token?: (s: Awaited<ReturnType<typeof start>>) => Promise<string> } = {}) => {
    const started = await start(t, origin, GOOGLE);
    const credential = opts.token ? await opts.token(started) : await googleCredential(t, started, newFakePerson(), claims, opts.life);
    return t.call('googleLogin', { credential, state: started.state, birthDate: ADULT });
  };

  it('Google: wrong audience, wrong issuer, expired, wrong nonce, unknown key, bad signature, HS256 with the public key', async () => {
    const origin = await listenWithFakes(t);
    const bad = 'errors.social.tokenInvalid';
    await refusedWithoutRows(() => googleWith(origin, { aud: 'someone-else.apps.googleusercontent.com' }), 401, bad);
    await refusedWithoutRows(() => googleWith(origin, { iss: 'https://accounts.evil.example' }), 401, bad);
    await refusedWithoutRows(() => googleWith(origin, {}, { life: -120 }), 401, bad);
    await refusedWithoutRows(() => googleWith(origin, { nonce: 'not-the-flows-nonce' }), 401, bad);
    const other = await generateKeyPair('RS256');
    const unknownKid = async () => new SignJWT({ sub: 'x', aud: t.deps.social!.google!.clientId, iss: 'https://accounts.google.com' }).setProtectedHeader({ alg: 'RS256', kid: 'unknown-kid' }).setIssuedAt().setExpirationTime('1h').sign(other.privateKey);
    await refusedWithoutRows(() => googleWith(origin, {}, { token: unknownKid }), 401, bad);
    const badSignature = async (s: Awaited<ReturnType<typeof start>>) => {
      const good = await googleCredential(t, s, newFakePerson());
      const [h, p, sig] = good.split('.') as [string, string, string];
      const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
      claims.sub = 'someone-else';
      return `${h}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${sig}`;
    };
    await refusedWithoutRows(() => googleWith(origin, {}, { token: badSignature }), 401, bad);
    // The algorithm swap: HS256 "signed" with the provider's public key as the secret.
    const swapped = async (s: Awaited<ReturnType<typeof start>>) => {
      const { google } = await fakeKeys();
      const { importJWK } = await import('jose');
      const pem = await exportSPKI((await importJWK(google.publicJwk, 'RS256', { extractable: true })) as CryptoKey);
      return new SignJWT({ sub: 'x', aud: t.deps.social!.google!.clientId, iss: 'https://accounts.google.com', nonce: s.params.get('nonce') })
        .setProtectedHeader({ alg: 'HS256', kid: google.kid })
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(pem));
    };
    await refusedWithoutRows(() => googleWith(origin, {}, { token: swapped }), 401, bad);
  });

  it('Google: the CSRF cookie missing or different; a used token and state replayed', async () => {
    const origin = await listenWithFakes(t);
    const started = await start(t, origin, GOOGLE);
    const credential = await googleCredential(t, started, newFakePerson());
    const form = { credential, g_csrf_token: started.csrf, state: started.state };
    for (const cookie of [undefined, 'g_csrf_token=someone-elses', `other=${started.csrf}`]) {
      await refusedWithoutRows(async () => {
        const res = await googleReturn(t, form, cookie);
        return { status: res.statusCode, body: JSON.parse(res.body) };
      }, 403, 'errors.social.csrf');
    }
    const ok = await googleReturn(t, form, `g_csrf_token=${started.csrf}`);
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toMatch(/^\/auth\/callback\/google#credential=/);
    expectOk(await t.call('googleLogin', { credential, state: started.state, birthDate: ADULT }));
    await refusedWithoutRows(() => t.call('googleLogin', { credential, state: started.state, birthDate: ADULT }), 400, 'errors.social.stateInvalid');
    // The same token with a fresh state: its nonce is the old flow's.
    const fresh = await start(t, origin, GOOGLE);
    await refusedWithoutRows(() => t.call('googleLogin', { credential, state: fresh.state, birthDate: ADULT }), 401, 'errors.social.tokenInvalid');
  });

  it('LINE: SDK token wrong audience, issuer, expiry, nonce, unknown key, HS256 with the public key; web code replayed, wrong verifier', async () => {
    const origin = await listenWithFakes(t);
    const bad = 'errors.social.tokenInvalid';
    const channelId = t.deps.social!.line!.channelId;
    const sdk = async (make: (nonce: string) => Promise<string>) => {
      const started = await start(t, origin, LINE);
      return t.call('lineLogin', { idToken: await make(started.params.get('nonce')!), state: started.state, birthDate: ADULT });
    };
    const claims = (nonce: string) => ({ iss: 'https://access.line.me', aud: channelId, sub: `line-${Math.random()}`, nonce });
    await refusedWithoutRows(() => sdk((n) => signFakeIdToken('line', { ...claims(n), aud: '999' })), 401, bad);
    await refusedWithoutRows(() => sdk((n) => signFakeIdToken('line', { ...claims(n), iss: 'https://access.line.example' })), 401, bad);
    await refusedWithoutRows(() => sdk((n) => signFakeIdToken('line', claims(n), { lifeSeconds: -120 })), 401, bad);
    await refusedWithoutRows(() => sdk((n) => signFakeIdToken('line', { ...claims(n), nonce: `${n}x` })), 401, bad);
    const other = await generateKeyPair('ES256');
    await refusedWithoutRows(() => sdk((n) => new SignJWT(claims(n)).setProtectedHeader({ alg: 'ES256', kid: 'unknown' }).setIssuedAt().setExpirationTime('1h').sign(other.privateKey)), 401, bad);
    // HS256 where ES256 is expected, keyed with the public JWK's text; and HS256 with the channel secret on the SDK path.
    const { line } = await fakeKeys();
    await refusedWithoutRows(() => sdk((n) => signLineHs256(JSON.stringify(line.publicJwk), claims(n))), 401, bad);
    await refusedWithoutRows(() => sdk((n) => signLineHs256(t.deps.social!.line!.channelSecret, claims(n))), 401, bad);

    // Web login: the state and the code work once.
    const started = await start(t, origin, LINE);
    const code = issueFakeCode('line', newFakePerson(), started.params);
    expectOk(await t.call('lineLogin', { code, state: started.state, verifier: started.verifier, birthDate: ADULT }));
    await refusedWithoutRows(() => t.call('lineLogin', { code, state: started.state, verifier: started.verifier, birthDate: ADULT }), 400, 'errors.social.stateInvalid');
    const second = await start(t, origin, LINE);
    await refusedWithoutRows(() => t.call('lineLogin', { code, state: second.state, verifier: second.verifier, birthDate: ADULT }), 401, bad);
    const third = await start(t, origin, LINE);
    const thirdCode = issueFakeCode('line', newFakePerson(), third.params);
    await refusedWithoutRows(() => t.call('lineLogin', { code: thirdCode, state: third.state, verifier: second.verifier, birthDate: ADULT }), 400);
  });

  it('Facebook: a token of another app (debug_token), a code replayed, a state of another provider', async () => {
    const origin = await listenWithFakes(t);
    const started = await start(t, origin, FACEBOOK);
    fakeControl.facebookNextTokenApp = '999999999';
    const code = issueFakeCode('facebook', newFakePerson(), started.params);
    await refusedWithoutRows(() => t.call('facebookLogin', { code, state: started.state, verifier: started.verifier, birthDate: ADULT }), 401, 'errors.social.tokenInvalid');
    const next = await start(t, origin, FACEBOOK);
    const nextCode = issueFakeCode('facebook', newFakePerson(), next.params);
    expectOk(await t.call('facebookLogin', { code: nextCode, state: next.state, verifier: next.verifier, birthDate: ADULT }));
    const again = await start(t, origin, FACEBOOK);
    await refusedWithoutRows(() => t.call('facebookLogin', { code: nextCode, state: again.state, verifier: again.verifier, birthDate: ADULT }), 401, 'errors.social.tokenInvalid');
    const lineState = await start(t, origin, LINE);
    await refusedWithoutRows(() => t.call('facebookLogin', { code: nextCode, state: lineState.state, verifier: lineState.verifier, birthDate: ADULT }), 400, 'errors.social.stateInvalid');
  });
});

describe('binding and unbinding', () => {
  it('binds with a step-up, shows the name, refuses a subject linked elsewhere (409) and a second of one provider', async () => {
    const origin = await listenWithFakes(t);
    await newSocialPlayer(t, origin, LINE, maria);
    const token = await t.loginDemo();
    expectError(await t.call('bindSocialAccount', { socialType: GOOGLE, credential: 'a.b.c', state: 'state-0123456789' }, { token }), { status: 403, errcode: 403, msg: 'errors.security.stepUpRequired' });
    await stepUp(t, token, t.demo.password);
    const before = await counts(t);
    // Maria's LINE account is another player's.
    expectError(await signInWith(t, origin, LINE, maria, {}, token), { status: 409, errcode: 409, msg: 'errors.social.linkedElsewhere' });
    expect(await counts(t)).toEqual(before);
    expect(expectOk(await signInWith(t, origin, GOOGLE, juan, {}, token))).toMatchObject({ socialType: GOOGLE, name: 'Juan dela Cruz' });
    expectError(await t.call('socialStart', { socialType: GOOGLE, origin, bind: true }, { token }), { status: 409, errcode: 409, msg: 'errors.social.alreadyLinked' });
    const info = expectOk(await t.call('getAfterLoginInfoWeb', { deviceId: 'd' }, { token })).userInfo;
    expect(info).toMatchObject({ googleAccount: juan.subject, googleName: 'Juan dela Cruz' });
    // A bind's state signs nobody in.
    const bindFlow = await start(t, origin, LINE, token);
    const code = issueFakeCode('line', newFakePerson(), bindFlow.params);
    expectError(await t.call('lineLogin', { code, state: bindFlow.state, verifier: bindFlow.verifier }), { status: 400, errcode: 400, msg: 'errors.social.stateInvalid' });
    const events = expectOk(await t.call('securityActivity', {}, { token }));
    expect(JSON.stringify(events)).toContain('social_bound');
  });

  it('a social-only player binds a second provider, unbinds one, and cannot unbind the last way in', async () => {
    const origin = await listenWithFakes(t);
    const token = await newSocialPlayer(t, origin, LINE, newFakePerson());
    // Fresh from a provider's sign-in: that was the proof.
    expectOk(await signInWith(t, origin, FACEBOOK, newFakePerson(), {}, token));
    expectOk(await t.call('unbindSocialAccount', { socialType: LINE }, { token }));
    expectError(await t.call('unbindSocialAccount', { socialType: LINE }, { token }), { status: 404, errcode: 404, msg: 'errors.social.notLinked' });
    expectError(await t.call('unbindSocialAccount', { socialType: FACEBOOK }, { token }), { status: 409, errcode: 409, msg: 'errors.social.lastMethod' });
    const info = expectOk(await t.call('getAfterLoginInfoWeb', { deviceId: 'd' }, { token })).userInfo;
    expect(info).toMatchObject({ lineAccount: '', facebookName: expect.stringMatching(/^Test Player/) });
    // Past the proof's minutes a social-only player has none to give.
    t.advance(6 * 60 * 1000);
    expectError(await t.call('unbindSocialAccount', { socialType: FACEBOOK }, { token }), { status: 403, errcode: 403, msg: 'errors.security.stepUpRequired' });
  });

  it('two unbinds at once leave a way in', async () => {
    const origin = await listenWithFakes(t);
    const token = await newSocialPlayer(t, origin, LINE, newFakePerson());
    expectOk(await signInWith(t, origin, GOOGLE, newFakePerson(), {}, token));
    const both = await Promise.all([t.call('unbindSocialAccount', { socialType: LINE }, { token }), t.call('unbindSocialAccount', { socialType: GOOGLE }, { token })]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await counts(t)).links).toBeGreaterThan(0);
  });
});

describe('production', () => {
  it('refuses to start with a provider listed and its settings missing, naming each', async () => {
    const { readEnv, settingsProblems } = await import('../../server/config/env.ts');
    const problems = settingsProblems(readEnv({ SWERTE_MODE: 'production', SOCIAL_PROVIDERS: 'google,line,facebook,myspace', LINE_CHANNEL_SECRET: 'short' }));
    for (const name of ['GOOGLE_CLIENT_ID', 'LINE_CHANNEL_ID', 'LINE_CHANNEL_SECRET', 'FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET', '"myspace"']) {
      expect(problems.some((p) => p.includes(name)), name).toBe(true);
    }
    const complete = settingsProblems(
      readEnv({
        SWERTE_MODE: 'production',
        SOCIAL_PROVIDERS: 'google,line,facebook',
        GOOGLE_CLIENT_ID: 'x.apps.googleusercontent.com',
        LINE_CHANNEL_ID: '1650000000',
        LINE_CHANNEL_SECRET: '0123456789abcdef0123',
        FACEBOOK_APP_ID: '100000000000001',
        FACEBOOK_APP_SECRET: '0123456789abcdef0123',
        FACEBOOK_GRAPH_BASE: 'http://graph.example',
      }),
    );
    expect(complete.filter((p) => /GOOGLE|LINE_|FACEBOOK_APP|SOCIAL/.test(p))).toEqual([]);
    expect(complete.some((p) => p.includes('FACEBOOK_GRAPH_BASE'))).toBe(true);
    // Nothing listed: nothing required.
    expect(settingsProblems(readEnv({ SWERTE_MODE: 'production' })).some((p) => /GOOGLE|LINE_|FACEBOOK/.test(p))).toBe(false);
  });

  it('serves no fakes, and offers only what SOCIAL_PROVIDERS configured', async () => {
    const { buildApp } = await import('../../server/app.ts');
    const { productionSocial, readSocialEnv } = await import('../../server/config/social.ts');
    const social = productionSocial(readSocialEnv({ SOCIAL_PROVIDERS: 'line', LINE_CHANNEL_ID: '1', LINE_CHANNEL_SECRET: '0123456789abcdef0123' }), 'https://swerte.example.ph');
    const app = await buildApp({ deps: { ...t.deps, mode: 'production', social } });
    try {
      for (const url of ['/app/v1/fake-oauth/google/authorize', '/app/v1/fake-oauth/line/certs', '/app/v1/fake-oauth/facebook/me']) {
        expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
      const pre = JSON.parse((await app.inject({ method: 'POST', url: '/app/v1/anonymous/preLogin2', payload: { appId: 'swerte', channel: 'WEB', clientReferrer: '', platform: 'web', appVersion: '0.1.0', appWebName: 'swerte' } })).body);
      expect(pre.socialTypes).toEqual([LINE]);
      const started = JSON.parse((await app.inject({ method: 'POST', url: '/app/v1/socialStart', payload: { appId: 'swerte', channel: 'WEB', clientReferrer: '', platform: 'web', appVersion: '0.1.0', appWebName: 'swerte', socialType: LINE, origin: 'https://evil.example' } })).body);
      // Production returns to PUBLIC_URL whatever the app says.
      expect(new URL(started.authorizeUrl).origin).toBe('https://access.line.me');
      expect(new URL(started.authorizeUrl).searchParams.get('redirect_uri')).toBe('https://swerte.example.ph/auth/callback/line');
    } finally {
      await app.close();
    }
  });
});
