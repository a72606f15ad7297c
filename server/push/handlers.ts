import type { PushSettings } from '../../contract/index.ts';
import { MessageKey } from '../../contract/index.ts';
import type { HandlerGroup } from '../api/context.ts';
import { invalid } from '../api/errors.ts';
import type { Executor } from '../db/client.ts';
import { endpointAllowed } from './endpoint.ts';
import { vapidKeys } from './keys.ts';
import { pushRepo } from './repo.ts';

async function settingsOf(db: Executor, userId: number): Promise<PushSettings> {
  const repo = pushRepo(db);
  const [prefs, devices] = await Promise.all([repo.preferences(userId), repo.deviceCount(userId)]);
  return {
    publicKey: vapidKeys().publicKey,
    enabled: prefs.enabled,
    kinds: { mail: prefs.mail, show: prefs.show, withdrawal: prefs.withdrawal },
    quietHours: { on: prefs.quietOn, from: prefs.quietFrom, to: prefs.quietTo },
    devices,
  };
}

/** The push calls (contract/calls/push.ts, docs/push.md). */
export const pushHandlers: HandlerGroup<'pushSettings' | 'pushSubscribe' | 'pushUnsubscribe' | 'pushSaveSettings'> = {
  pushSettings: async ({ deps, session: { user } }) => settingsOf(deps.db, user.id),

  pushSubscribe: async ({ body, deps, session: { user } }) => {
    // The server POSTs to this address: only a push service's (and this machine in development, for the fake).
    if (!endpointAllowed(body.endpoint, deps.mode === 'development')) throw invalid('endpoint', MessageKey.pushEndpointRefused);
    await deps.db.transaction(async (tx) => {
      await pushRepo(tx).subscribe({ userId: user.id, deviceId: body.deviceId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, lang: body.lang ?? 'en-PH' });
      // Subscribing is the player asking for push: it turns their switch on.
      await pushRepo(tx).savePreferences(user.id, { enabled: true }, new Date(deps.now()));
    });
    return settingsOf(deps.db, user.id);
  },

  pushUnsubscribe: async ({ body, deps, session: { user } }) => {
    await pushRepo(deps.db).unsubscribe(user.id, body.endpoint);
    return settingsOf(deps.db, user.id);
  },

  pushSaveSettings: async ({ body, deps, session: { user } }) => {
    const { quietHours: quiet, kinds } = body;
    if (quiet.on && quiet.from === quiet.to) throw invalid('quietHours', MessageKey.pushQuietHoursSame);
    await pushRepo(deps.db).savePreferences(
      user.id,
      { enabled: body.enabled, mail: kinds.mail, show: kinds.show, withdrawal: kinds.withdrawal, quietOn: quiet.on, quietFrom: quiet.from, quietTo: quiet.to },
      new Date(deps.now()),
    );
    return settingsOf(deps.db, user.id);
  },
};
