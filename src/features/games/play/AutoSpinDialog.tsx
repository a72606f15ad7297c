import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button.tsx';
import { ChoiceGroup } from '../../../shared/ui/ChoiceGroup.tsx';
import { Modal } from '../../../shared/ui/Modal.tsx';
import { AUTO_SPIN_COUNTS, parseLimit, type AutoSpinSettings } from './autoSpin.ts';
import controls from '../../../shared/ui/controls.module.css';
import styles from './play.module.css';

/** The auto-spin settings: how many spins and when to stop early. */
export function AutoSpinDialog({ onStart, onClose }: { onStart(settings: AutoSpinSettings): void; onClose(): void }) {
  const { t } = useTranslation('games');
  const [count, setCount] = useState<number>(AUTO_SPIN_COUNTS[0]);
  const [stopOnAnyWin, setStopOnAnyWin] = useState(false);
  const [winOver, setWinOver] = useState('');
  const [balanceUnder, setBalanceUnder] = useState('');
  return (
    <Modal title={t('auto.title')} onClose={onClose}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          onStart({ count, stopOnAnyWin, stopOnWinOver: parseLimit(winOver), stopOnBalanceUnder: parseLimit(balanceUnder) });
        }}
      >
        <ChoiceGroup
          name="autoCount"
          legend={t('auto.count')}
          legendClassName={styles.field}
          choices={AUTO_SPIN_COUNTS.map((n) => ({ value: n, label: n }))}
          value={count}
          onChange={setCount}
          className={styles.chips}
          choiceClassName={styles.chip}
        />
        <label className={styles.check}>
          <input type="checkbox" checked={stopOnAnyWin} onChange={(event) => setStopOnAnyWin(event.target.checked)} />
          {t('auto.stopOnWin')}
        </label>
        <label className={styles.field}>
          {t('auto.stopOnWinOver')}
          <input className={controls.flatInput} inputMode="decimal" value={winOver} onChange={(event) => setWinOver(event.target.value)} placeholder={t('auto.optional')} />
        </label>
        <label className={styles.field}>
          {t('auto.stopOnBalanceUnder')}
          <input className={controls.flatInput} inputMode="decimal" value={balanceUnder} onChange={(event) => setBalanceUnder(event.target.value)} placeholder={t('auto.optional')} />
        </label>
        <Button type="submit" block>
          {t('auto.start')}
        </Button>
      </form>
    </Modal>
  );
}
