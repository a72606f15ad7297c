import { useTranslation } from 'react-i18next';
import type { ConsoleConfig } from '../../../../contract/ops/index.ts';
import { Button, Field } from '../../ui/controls.tsx';
import { SaveBar } from './SaveBar.tsx';
import { ChestFields, TaskFields } from './TaskFields.tsx';
import { MAX_CHESTS, MAX_TASKS, newChestDraft, newTaskDraft, tasksDraftOf, tasksValueOf, type ChestDraft, type TaskDraft } from './tasksForm.ts';
import { useRulesForm } from './useRulesForm.ts';
import styles from './config.module.css';

const draftFrom = (config: ConsoleConfig) => tasksDraftOf(config.tasks);

/** The tasks (tasks): the daily, weekly and one-time tasks, the liveness chests, the prize coin's turnover. */
export function TasksSection({ config, onSaved }: { config: ConsoleConfig; onSaved(config: ConsoleConfig): void }) {
  const { t } = useTranslation('console-activities');
  const { draft, setDraft, reason, setReason, busy, errors, saved, submit } = useRulesForm('tasks', config, onSaved, draftFrom, tasksValueOf);
  const { list, chests } = draft;
  const setList = (next: TaskDraft[]) => setDraft((previous) => ({ ...previous, list: next }));
  const setChests = (next: ChestDraft[]) => setDraft((previous) => ({ ...previous, chests: next }));
  const empty = config.tasks.list.length === 0 && config.tasks.chests.length === 0;

  return (
    <section className={styles.section} aria-labelledby="config-tasks">
      <h2 id="config-tasks" className={styles.sectionTitle}>
        {t('tasks.title')}
      </h2>
      <p className={styles.state}>{t('tasks.intro')}</p>
      {empty ? <p className={styles.state}>{t('tasks.none')}</p> : null}
      <form className={styles.subform} onSubmit={submit} noValidate aria-label={t('tasks.form')}>
        <div className={styles.grid}>
          <Field
            label={t('wagering')}
            inputMode="decimal"
            value={draft.wagering}
            onValueChange={(wagering) => setDraft((previous) => ({ ...previous, wagering }))}
            error={errors.fields['value.wagering']}
            hint={t('wageringHint')}
          />
        </div>

        <h3 className={styles.subTitle}>{t('tasks.list')}</h3>
        <p className={styles.hint}>{t('tasks.listHint')}</p>
        {list.length === 0 ? <p className={styles.state}>{t('tasks.noTasks')}</p> : null}
        {list.map((task, i) => (
          <TaskFields
            key={i}
            draft={task}
            number={i + 1}
            field={`value.list.${i}`}
            errors={errors.fields}
            onChange={(next) => setList(list.map((other, j) => (j === i ? next : other)))}
            onRemove={() => setList(list.filter((_, j) => j !== i))}
          />
        ))}
        {errors.fields['value.list'] ? <span className={styles.fieldError}>{errors.fields['value.list']}</span> : null}
        <div>
          <Button variant="secondary" size="sm" disabled={list.length >= MAX_TASKS} onClick={() => setList([...list, newTaskDraft(list)])}>
            {t('tasks.addTask')}
          </Button>
        </div>

        <h3 className={styles.subTitle}>{t('tasks.chests')}</h3>
        <p className={styles.hint}>{t('tasks.chestsHint')}</p>
        {chests.length === 0 ? <p className={styles.state}>{t('tasks.noChests')}</p> : null}
        {chests.map((chest, i) => (
          <ChestFields
            key={i}
            draft={chest}
            number={i + 1}
            field={`value.chests.${i}`}
            errors={errors.fields}
            onChange={(next) => setChests(chests.map((other, j) => (j === i ? next : other)))}
            onRemove={() => setChests(chests.filter((_, j) => j !== i))}
          />
        ))}
        {errors.fields['value.chests'] ? <span className={styles.fieldError}>{errors.fields['value.chests']}</span> : null}
        <div>
          <Button variant="secondary" size="sm" disabled={chests.length >= MAX_CHESTS} onClick={() => setChests([...chests, newChestDraft(chests)])}>
            {t('tasks.addChest')}
          </Button>
        </div>
        <SaveBar reason={reason} onReason={setReason} busy={busy} errors={errors} saved={saved} />
      </form>
    </section>
  );
}
