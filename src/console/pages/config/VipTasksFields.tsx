import { useTranslation } from 'react-i18next';
import { Button, Field, SelectField } from '../../ui/controls.tsx';
import { PrizeFields } from './PrizeFields.tsx';
import { newTaskDraft, type TaskDraft } from './vipRewardsForm.ts';
import styles from './config.module.css';

/** The weekly VIP tasks: each its id, what it counts, from which level, the week's target and its prize. */
export function VipTasksFields({ tasks, errors, onChange }: { tasks: TaskDraft[]; errors: Record<string, string>; onChange(tasks: TaskDraft[]): void }) {
  const { t } = useTranslation('console-pages');
  const edit = (i: number, patch: Partial<TaskDraft>) => onChange(tasks.map((task, j) => (j === i ? { ...task, ...patch } : task)));
  return (
    <>
      <h4 className={styles.subTitle}>{t('config.vip.tasks')}</h4>
      <p className={styles.hint}>{t('config.vip.tasksHint')}</p>
      {tasks.length === 0 ? <p className={styles.state}>{t('config.vip.noTasks')}</p> : null}
      {tasks.map((task, i) => {
        const field = `value.tasks.${i}`;
        const number = i + 1;
        return (
          <fieldset key={i} className={styles.row}>
            <legend className={styles.rowName}>{t('config.vip.task', { number })}</legend>
            <Field label={t('config.vip.taskId')} inputMode="numeric" value={task.id} onValueChange={(id) => edit(i, { id })} error={errors[`${field}.id`]} />
            <SelectField label={t('config.vip.kind')} value={task.kind} onValueChange={(kind) => edit(i, { kind: kind === 'deposit' ? 'deposit' : 'validBet' })}>
              <option value="validBet">{t('config.vip.kinds.validBet')}</option>
              <option value="deposit">{t('config.vip.kinds.deposit')}</option>
            </SelectField>
            <Field label={t('config.vip.minVip')} inputMode="numeric" value={task.minVip} onValueChange={(minVip) => edit(i, { minVip })} error={errors[`${field}.minVip`]} />
            <Field label={t('config.vip.target')} inputMode="numeric" value={task.target} onValueChange={(target) => edit(i, { target })} error={errors[`${field}.target`]} />
            <PrizeFields prize={task} field={field} errors={errors} onChange={(kind, text) => edit(i, { [kind]: text })} />
            {errors[`${field}.items`] ? <span className={styles.fieldError}>{errors[`${field}.items`]}</span> : null}
            <div>
              <Button variant="ghost" size="sm" onClick={() => onChange(tasks.filter((_, j) => j !== i))}>
                {t('config.vip.removeTask', { number })}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div>
        <Button variant="secondary" size="sm" onClick={() => onChange([...tasks, newTaskDraft(tasks)])}>
          {t('config.vip.addTask')}
        </Button>
      </div>
    </>
  );
}
