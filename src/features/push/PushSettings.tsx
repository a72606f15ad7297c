import './i18n.ts';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PushKind, PushSettings as Settings } from '../../../contract/calls/push.ts';
import { api } from '../../api/client.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { deviceId } from '../../shared/session/deviceId.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import controls from '../../shared/ui/controls.module.css';
import { useAppStore } from '../../store/index.ts';
import { currentSubscription, pushSupport, subscribeBrowser, type PushSupport } from './webPush.ts';
import styles from './push.module.css';

const KINDS: readonly PushKind[] = ['mail', 'show', 'withdrawal'];
const strip = <T extends { errcode?: unknown; msg?: unknown }>({ errcode: _e, msg: _m, ...rest }: T) => rest;

/**
 * The profile's notifications section (docs/push.md), self-contained: this device on or off (the
 * browser's permission is asked only when the player turns it on, never on a first visit), which kinds,
 * and quiet hours in Manila time.
 */
export function PushSettings() {
  const { t, i18n } = useTranslation('push');
  const showToast = useAppStore((s) => s.showToast);
  const [settings, setSettings] = useState<Settings | null>(null);
  const [support, setSupport] = useState<PushSupport>(pushSupport);
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      const [fresh, subscription] = await Promise.all([api('pushSettings', {}), currentSubscription().catch(() => null)]);
      setSettings(strip(fresh));
      setEndpoint(subscription?.endpoint ?? null);
      setFailure(null);
    } catch (error) {
      setFailure(failureMessage(error));
    }
  }, []);
  useEffect(() => {
    let live = true;
    Promise.all([api('pushSettings', {}), currentSubscription().catch(() => null)])
      .then(([fresh, subscription]) => {
        if (!live) return;
        setSettings(strip(fresh));
        setEndpoint(subscription?.endpoint ?? null);
      })
      .catch((error: unknown) => {
        if (live) setFailure(failureMessage(error));
      });
    return () => {
      live = false;
    };
  }, []);

  const act = async (task: () => Promise<void>) => {
    setBusy(true);
    try {
      await task();
      setFailure(null);
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const turnOn = (current: Settings) =>
    act(async () => {
      const subscribed = await subscribeBrowser(current.publicKey);
      if (subscribed === 'denied' || subscribed === 'unsupported') {
        setSupport(subscribed);
        return;
      }
      setSupport('granted');
      setSettings(strip(await api('pushSubscribe', { deviceId: deviceId(), ...subscribed, lang: i18n.language })));
      setEndpoint(subscribed.endpoint);
    });

  const turnOff = (current: Settings) =>
    act(async () => {
      setSettings(strip(await api('pushSaveSettings', { enabled: false, kinds: current.kinds, quietHours: current.quietHours })));
      if (endpoint) {
        setSettings(strip(await api('pushUnsubscribe', { endpoint })));
        await (await currentSubscription())?.unsubscribe().catch(() => false);
        setEndpoint(null);
      }
    });

  const save = (event: FormEvent, current: Settings) => {
    event.preventDefault();
    void act(async () => {
      setSettings(strip(await api('pushSaveSettings', { enabled: current.enabled, kinds: current.kinds, quietHours: current.quietHours })));
      showToast({ key: 'push:saved', tone: 'success' });
    });
  };

  if (!settings) {
    return (
      <section className={styles.section} aria-labelledby="push-title">
        <h2 id="push-title">{t('title')}</h2>
        {failure ? (
          <>
            <FormAlert message={t('failed')} />
            <Button variant="secondary" onClick={() => void load()}>
              {t('retry')}
            </Button>
          </>
        ) : (
          <Spinner size={24} />
        )}
      </section>
    );
  }

  const on = settings.enabled && endpoint !== null;
  const edit = (next: Partial<Settings>) => setSettings({ ...settings, ...next });
  return (
    <section className={styles.section} aria-labelledby="push-title">
      <h2 id="push-title">{t('title')}</h2>
      <p className={styles.note}>{t('intro')}</p>
      <label className={styles.row}>
        <input type="checkbox" role="switch" checked={on} disabled={busy || support === 'unsupported'} onChange={() => void (on ? turnOff(settings) : turnOn(settings))} />
        <span>{t('switch')}</span>
      </label>
      {support === 'unsupported' ? <p className={styles.note}>{t('unsupported')}</p> : null}
      {support === 'denied' ? <p className={styles.note}>{t('denied')}</p> : null}
      {settings.devices > 0 ? <p className={styles.note}>{t('devices', { count: settings.devices })}</p> : null}
      <form className={styles.section} onSubmit={(event) => save(event, settings)} noValidate>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('kindsTitle')}</legend>
          {KINDS.map((kind) => (
            <label key={kind} className={styles.row}>
              <input type="checkbox" checked={settings.kinds[kind]} onChange={(event) => edit({ kinds: { ...settings.kinds, [kind]: event.target.checked } })} />
              <span>{t(`kinds.${kind}`)}</span>
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('quietTitle')}</legend>
          <label className={styles.row}>
            <input type="checkbox" checked={settings.quietHours.on} onChange={(event) => edit({ quietHours: { ...settings.quietHours, on: event.target.checked } })} />
            <span>{t('quietToggle')}</span>
          </label>
          <div className={styles.times}>
            <label className={styles.time}>
              <span>{t('quietFrom')}</span>
              <input type="time" className={controls.flatInput} value={settings.quietHours.from} disabled={!settings.quietHours.on} onChange={(event) => edit({ quietHours: { ...settings.quietHours, from: event.target.value } })} />
            </label>
            <label className={styles.time}>
              <span>{t('quietTo')}</span>
              <input type="time" className={controls.flatInput} value={settings.quietHours.to} disabled={!settings.quietHours.on} onChange={(event) => edit({ quietHours: { ...settings.quietHours, to: event.target.value } })} />
            </label>
          </div>
          <p className={styles.note}>{t('quietHint')}</p>
        </fieldset>
        <p className={styles.note}>{t('protectedNote')}</p>
        <FormAlert message={failure} />
        <Button type="submit" block busy={busy}>
          {t('save')}
        </Button>
      </form>
    </section>
  );
}
