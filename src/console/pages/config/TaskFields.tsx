import { useTranslation } from 'react-i18next';
import { Button, Field, SelectField } from '../../ui/controls.tsx';
import { PrizeFields } from './PrizeFields.tsx';
import { hasTarget, isMoneyKind, KIND_PERIODS, TASK_KINDS, withKind, type ChestDraft, type TaskDraft } from './tasksForm.ts';
import styles from './config.module.css';

interface RowProps<D> {
  draft: D;
  number: number;
  /** The form's name of the row (`value.list.2`): each input's message is `<field>.<input>`. */
  field: string;
  errors: Record<string, string>;
  onChange(draft: D): void;
  onRemove(): void;
}

/** A message of the row as a whole (its prize, or its period where no input shows it). */
function RowError({ text }: { text: string | undefined }) {
  return text ? <span className={styles.fieldError}>{text}</span> : null;
}

/**
 * One task: its id, what it counts and in which period (only the periods the kind can happen in), its
 * target (pesos for deposits and valid bets, a count for games and sign-ins, none where only 1 is
 * possible) and its prize with its activity points.
 */
export function TaskFields({ draft: task, number, field, errors, onChange, onRemove }: RowProps<TaskDraft>) {
  const { t } = useTranslation('console-activities');
  const edit = (patch: Partial<TaskDraft>) => onChange({ ...task, ...patch });
  const periods = KIND_PERIODS[task.kind];
  return (
    <fieldset className={styles.row}>
      <legend className={styles.rowName}>{t('tasks.task', { number })}</legend>
      <Field label={t('tasks.id')} inputMode="numeric" value={task.id} onValueChange={(id) => edit({ id })} error={errors[`${field}.id`]} />
      <SelectField label={t('tasks.kind')} value={task.kind} onValueChange={(kind) => onChange(withKind(task, TASK_KINDS.find((known) => known === kind) ?? task.kind))}>
        {TASK_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`tasks.kinds.${kind}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('tasks.period')} value={task.period} onValueChange={(period) => edit({ period: periods.find((known) => known === period) ?? task.period })}>
        {periods.map((period) => (
          <option key={period} value={period}>
            {t(`tasks.periods.${period}`)}
          </option>
        ))}
      </SelectField>
      {hasTarget(task.kind, task.period) ? (
        <Field
          label={isMoneyKind(task.kind) ? t('tasks.targetPesos') : t(`tasks.targetCount.${task.kind === 'signIn' ? 'signIn' : 'gamesPlayed'}`)}
          inputMode="numeric"
          value={task.target}
          onValueChange={(target) => edit({ target })}
          error={errors[`${field}.target`]}
        />
      ) : null}
      <PrizeFields prize={task} field={field} errors={errors} onChange={(kind, text) => edit({ [kind]: text })} />
      <Field label={t('tasks.liveness')} inputMode="numeric" value={task.liveness} onValueChange={(liveness) => edit({ liveness })} error={errors[`${field}.liveness`]} />
      <RowError text={errors[`${field}.period`]} />
      <RowError text={errors[`${field}.items`]} />
      <div>
        <Button variant="ghost" size="sm" onClick={onRemove}>
          {t('tasks.removeTask', { number })}
        </Button>
      </div>
    </fieldset>
  );
}

/** One liveness chest: its id, a day's or a week's, the activity points that open it, its prize. */
export function ChestFields({ draft: chest, number, field, errors, onChange, onRemove }: RowProps<ChestDraft>) {
  const { t } = useTranslation('console-activities');
  const edit = (patch: Partial<ChestDraft>) => onChange({ ...chest, ...patch });
  return (
    <fieldset className={styles.row}>
      <legend className={styles.rowName}>{t('tasks.chest', { number })}</legend>
      <Field label={t('tasks.id')} inputMode="numeric" value={chest.id} onValueChange={(id) => edit({ id })} error={errors[`${field}.id`]} />
      <SelectField label={t('tasks.period')} value={chest.period} onValueChange={(period) => edit({ period: period === 'week' ? 'week' : 'day' })}>
        <option value="day">{t('tasks.chestPeriods.day')}</option>
        <option value="week">{t('tasks.chestPeriods.week')}</option>
      </SelectField>
      <Field label={t('tasks.opensAt')} inputMode="numeric" value={chest.liveness} onValueChange={(liveness) => edit({ liveness })} error={errors[`${field}.liveness`]} />
      <PrizeFields prize={chest} field={field} errors={errors} onChange={(kind, text) => edit({ [kind]: text })} />
      <RowError text={errors[`${field}.period`]} />
      <RowError text={errors[`${field}.items`]} />
      <div>
        <Button variant="ghost" size="sm" onClick={onRemove}>
          {t('tasks.removeChest', { number })}
        </Button>
      </div>
    </fieldset>
  );
}
