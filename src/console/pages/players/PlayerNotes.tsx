import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleNote } from '../../../../contract/ops/index.ts';
import { consoleCall } from '../../api.ts';
import { consoleErrorMessage } from '../../errors.ts';
import { formatManilaDateTime } from '../../format.ts';
import styles from './players.module.css';
import { Button, Alert } from '../../ui/controls.tsx';

const MAX_NOTE = 1000;

/** Operators' notes on the player, newest first; a new one goes on top as the server saved it. */
export function PlayerNotes({ id, notes, onAdded }: { id: number; notes: ConsoleNote[]; onAdded(note: ConsoleNote): void }) {
  const { t } = useTranslation('console-pages');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const { note } = await consoleCall('consolePlayerNoteAdd', { id, text: text.trim() });
      onAdded(note);
      setText('');
    } catch (error) {
      // The typed note stays, so the operator can try again.
      setFailure(consoleErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.section} aria-labelledby="player-notes">
      <h2 id="player-notes" className={styles.sectionTitle}>
        {t('player.notes.title')}
      </h2>
      <form className={styles.noteForm} onSubmit={submit}>
        <label className={styles.searchLabel} htmlFor="player-note">
          {t('player.notes.label')}
        </label>
        <textarea id="player-note" className={styles.textarea} value={text} maxLength={MAX_NOTE} rows={3} onChange={(event) => setText(event.target.value)} />
        <Alert message={failure} />
        <div>
          <Button type="submit" size="sm" busy={busy} disabled={!text.trim()}>
            {t('player.notes.add')}
          </Button>
        </div>
      </form>
      {notes.length === 0 ? (
        <p className={styles.empty}>{t('player.notes.none')}</p>
      ) : (
        <ol className={styles.notes} aria-label={t('player.notes.list')}>
          {notes.map((note) => (
            <li key={note.id} className={styles.note}>
              <p className={styles.noteText}>{note.text}</p>
              <span className={styles.noteMeta}>{t('player.notes.by', { operator: note.operator, time: formatManilaDateTime(note.time) })}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
