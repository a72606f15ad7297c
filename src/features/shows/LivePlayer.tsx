import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { attachStream } from './attachStream.ts';
import styles from './shows.module.css';

/**
 * The show's video (docs/shows.md "Client"). It starts muted, as browsers allow a page to start only
 * muted video by itself; the player unmutes with the controls. A stream that cannot play says so.
 */
export function LivePlayer({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('shows');
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let release: (() => void) | null = null;
    let gone = false;
    setFailed(false);
    attachStream(element, url, () => setFailed(true)).then(
      (stop) => {
        if (gone) return stop?.();
        if (!stop) return setFailed(true);
        release = stop;
        element.play().catch(() => undefined);
      },
      () => !gone && setFailed(true),
    );
    return () => {
      gone = true;
      release?.();
    };
  }, [url]);

  return (
    <div className={styles.player}>
      <video ref={video} className={styles.video} data-testid="live-video" aria-label={title} controls muted autoPlay playsInline />
      {failed ? <FormAlert message={t('cannotPlay')} /> : null}
    </div>
  );
}
