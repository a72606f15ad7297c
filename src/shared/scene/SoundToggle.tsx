import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readMuted, writeMuted } from '../../../scenes/engine/soundSetting.ts';
import { Icon } from '../ui/Icon.tsx';
import ui from '../ui/ui.module.css';
import './i18n.ts';

/**
 * The sound on/off switch beside a scene (issue 5: a mute setting that persists). It writes the
 * setting the engine's sound board reads before each sound, so it works with or without the engine
 * loaded, and the choice is kept on this device.
 */
export function SoundToggle() {
  const { t } = useTranslation('scene');
  const [muted, setMuted] = useState(readMuted);
  return (
    <button
      type="button"
      className={ui.iconButton}
      aria-pressed={!muted}
      aria-label={t('sound')}
      title={muted ? t('soundOff') : t('soundOn')}
      onClick={() => {
        writeMuted(!muted);
        setMuted(!muted);
      }}
    >
      <Icon name={muted ? 'soundOff' : 'soundOn'} />
    </button>
  );
}
