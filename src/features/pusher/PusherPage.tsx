import './i18n.ts';
import '../../shared/rewards/i18n.ts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PusherInfo } from '../../../contract/calls/pusher.ts';
import { api } from '../../api/client.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import { LoadState } from '../../shared/rewards/LoadState.tsx';
import { useLoad } from '../../shared/rewards/useLoad.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { ChoiceGroup } from '../../shared/ui/ChoiceGroup.tsx';
import { CoinIcon } from '../../shared/ui/CoinIcon.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { useAppStore } from '../../store/index.ts';
import { loadBoard } from './board.ts';
import { PusherOdds } from './PusherOdds.tsx';
import { PusherRecord } from './PusherRecord.tsx';
import { PusherStage } from './PusherStage.tsx';
import styles from './pusher.module.css';
import { usePusherDrops } from './usePusherDrops.ts';

/**
 * /activity/coin-pusher (issue 30, docs/pusher.md): a full-height game page without the top bar. The
 * board fills the screen; under it the lanes, the balance, the stake, and the odds and the player's
 * drops in sheets. The server takes each stake, draws and pays the drop; the board shows it.
 */
export default function PusherPage() {
  const { t } = useTranslation('pusher');
  const info = useLoad(() => api('getPusherInfo', {}));
  const playerId = useAppStore((s) => s.userInfo?.id ?? null);
  const data = info.data;
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')} fallback="/" />
      {!data || playerId === null ? <LoadState failure={info.failure} onRetry={info.reload} /> : <PusherTable info={data} playerId={playerId} />}
    </div>
  );
}

function PusherTable({ info, playerId }: { info: PusherInfo; playerId: number }) {
  const { t } = useTranslation('pusher');
  const [stake, setStake] = useState(info.stakes[0] ?? 0);
  const [sheet, setSheet] = useState<'odds' | 'record' | null>(null);
  // The record sheet reads the server again when the drops in play have all settled.
  const [recordVersion, setRecordVersion] = useState(0);
  const board = useMemo(() => loadBoard(playerId), [playerId]);
  const drops = usePusherDrops(info, stake, playerId, () => setRecordVersion((v) => v + 1));
  const { shown, notice, lastWin } = drops;
  const smallest = info.stakes[0] ?? 0;
  const broke = shown !== null && shown < smallest && drops.inPlay === 0;
  const disabled = !info.running || info.withheld || broke || stake <= 0;

  return (
    <>
      <div className={styles.meters} data-testid="pusher-meters" data-in-play={drops.inPlay}>
        <div className={styles.meter}>
          <span className={styles.meterLabel}>
            <CoinIcon size={14} />
            {t('balance')}
          </span>
          <output className={styles.meterValue} data-testid="pusher-balance">
            {shown === null ? '—' : formatPeso(shown)}
          </output>
        </div>
        <div className={styles.meter}>
          <span className={styles.meterLabel}>{t('lastWin')}</span>
          <output className={styles.meterValue} data-testid="pusher-win" aria-live="polite">
            {lastWin === null ? '—' : formatPeso(lastWin)}
          </output>
        </div>
      </div>
      <PusherStage lanes={info.lanes} board={board} disabled={disabled} sceneRef={drops.scene} onLane={drops.tapLane} onDropSettled={drops.onDropSettled} />
      <ChoiceGroup
        name="pusher-stake"
        legend={t('stake')}
        legendClassName={styles.legend}
        className={styles.stakes}
        choiceClassName={styles.stakeChoice}
        choices={info.stakes.map((value) => ({ value, label: formatPeso(value) }))}
        value={stake}
        onChange={setStake}
      />
      <div className={styles.notices}>
        {!info.running ? <FormAlert tone="info" message={t('notRunning')} /> : null}
        {info.withheld ? <FormAlert tone="info" message={t('withheld')} /> : null}
        {notice?.kind === 'insufficient' || (broke && info.running && !info.withheld) ? (
          <p className={styles.muted} data-testid="pusher-insufficient">
            {t('insufficient')} <Link to="/wallets?name=deposit">{t('deposit')}</Link>
          </p>
        ) : null}
        {notice?.kind === 'refused' ? <FormAlert message={notice.text} /> : null}
        {notice?.kind === 'stalled' ? (
          <div className={styles.stalled}>
            <FormAlert message={`${notice.text} ${t('stalled')}`} />
            <Button variant="secondary" size="sm" onClick={drops.retry}>
              {t('retry')}
            </Button>
          </div>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setSheet('odds')}>
          {t('odds.title')}
        </Button>
        <Button variant="secondary" onClick={() => setSheet('record')}>
          {t('record.title')}
        </Button>
      </div>
      {sheet === 'odds' ? (
        <Modal title={t('odds.title')} onClose={() => setSheet(null)}>
          <PusherOdds info={info} />
        </Modal>
      ) : null}
      {sheet === 'record' ? (
        <Modal title={t('record.title')} onClose={() => setSheet(null)}>
          <PusherRecord key={recordVersion} />
        </Modal>
      ) : null}
    </>
  );
}
