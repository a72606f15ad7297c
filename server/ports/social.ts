// Sign in with Google, LINE and Facebook (a port of ServerDeps, docs/social.md): each provider's
// settings, or absent when it is not configured. Defined in the kernel so deps.ts names no area;
// server/config/social.ts reads them from the environment and auth/social/ uses them.

/**
 * An address the player's browser opens: absolute (the real provider), or a path on the app's own
 * origin (the development fakes, reached through Vite's proxy as well as directly).
 */
export type BrowserUrl = string;

export interface GoogleSettings {
  clientId: string;
  /** Sign In With Google's authorization page (redirect mode). */
  authorizeUrl: BrowserUrl;
  /** Google's rotating signing keys (https://www.googleapis.com/oauth2/v3/certs). */
  jwksUrl: string;
}

export interface LineSettings {
  /** The LINE Login channel id: the ID token's `aud`. */
  channelId: string;
  /** The channel secret: the token exchange's client secret and the HS256 key of web-login ID tokens. */
  channelSecret: string;
  authorizeUrl: BrowserUrl;
  tokenUrl: string;
  /** LINE's ES256 keys for LIFF and SDK ID tokens (https://api.line.me/oauth2/v2.1/certs). */
  jwksUrl: string;
}

export interface FacebookSettings {
  appId: string;
  appSecret: string;
  authorizeUrl: BrowserUrl;
  /** The Graph API (https://graph.facebook.com/v19.0): the token exchange, debug_token and /me. */
  graphBase: string;
}

export interface SocialSettings {
  google?: GoogleSettings;
  line?: LineSettings;
  facebook?: FacebookSettings;
  /**
   * Production: the origin providers return the browser to (PUBLIC_URL), registered with each. Absent
   * (development): the origin the app says it runs on, so `npm run dev`'s Vite port works too.
   */
  returnOrigin?: string;
}
