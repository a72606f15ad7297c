import './i18n.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SoundToggle } from '../../shared/scene/SoundToggle.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { Tabs } from '../../shared/ui/Tabs.tsx';
import { useAppStore } from '../../store/index.ts';
import { DrawControls } from './DrawControls.tsx';
import { DrawResult } from './DrawResult.tsx';
import { JackpotBoard } from './JackpotBoard.tsx';
import styles from './jackpot.module.css';
import { RankPanel } from './RankPanel.tsx';
import { RecordPanel } from './RecordPanel.tsx';
import { RulesPanel } from './RulesPanel.tsx';
import { TierBoard } from './TierBoard.tsx';
import { useJackpotInfo } from './useJackpotInfo.ts';
import { WinnersTicker } from './WinnersTicker.tsx';

type Tab = 'record' | 'rank' | 'rules';

/** The Lucky Jackpot: pool and tiers, the draw board, the draw button, and the record, rank and rule panels. */
export function JackpotPanel() {
  const { t } = useTranslation('jackpot');
  const { info, failure, reload } = useJackpotInfo();
  const [tab, setTab] = useState<Tab>('record');
  // A finished draw adds a record; signing in adds the player's own rank row: remount those panels.
  const finishedSeq = useAppStore((s) => (s.jackpotDraw?.finished ? s.jackpotDraw.seq : 0));
  const signedIn = useAppStore((s) => s.token !== null);

  // Leaving while the board still shows a draw: the prize is already credited, so settle the screen.
  useEffect(
    () => () => {
      const draw = useAppStore.getState().jackpotDraw;
      if (draw && !draw.finished) useAppStore.getState().clearJackpotDraw();
    },
    [],
  );

  if (!info) {
    return failure ? (
      <div className={styles.failed}>
        <FormAlert message={failure} />
        <Button variant="secondary" onClick={() => void reload()}>
          {t('retry')}
        </Button>
      </div>
    ) : (
      <div className={styles.loading}>
        <Spinner />
      </div>
    );
  }

  return (
    <div className={styles.panel}>
      <TierBoard total={info.total} tiers={info.tiers} />
      <div className={styles.strip}>
        <WinnersTicker winners={info.jackpotWinnerList} />
        <SoundToggle />
      </div>
      <JackpotBoard />
      <DrawControls info={info} />
      <Tabs<Tab>
        label={t('tabs.label')}
        items={[
          { key: 'record', label: t('tabs.record') },
          { key: 'rank', label: t('tabs.rank') },
          { key: 'rules', label: t('tabs.rules') },
        ]}
        active={tab}
        onChange={setTab}
      >
        {tab === 'record' ? <RecordPanel key={`${String(signedIn)}-${finishedSeq}`} /> : null}
        {tab === 'rank' ? <RankPanel key={String(signedIn)} /> : null}
        {tab === 'rules' ? <RulesPanel info={info} /> : null}
      </Tabs>
      <DrawResult onRefresh={() => void reload()} />
    </div>
  );
}
