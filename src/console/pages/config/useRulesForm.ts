import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleConfig } from '../../../../contract/ops/index.ts';
import { consoleCall, ConsoleCallError } from '../../api.ts';
import './activityTexts.ts';
import type { Problem } from './rebateForm.ts';
import type { Built, RulesKey } from './rulesForm.ts';
import { useConfigSave } from './useConfigSave.ts';

/** A refusal naming a field by the server's name (`value.days.0.items.1.count`), renamed to the form's (`value.days.0.points`). */
export function withFormField(error: unknown, formFieldOf: Record<string, string>): unknown {
  if (!(error instanceof ConsoleCallError) || !error.field || !formFieldOf[error.field]) return error;
  return new ConsoleCallError(error.status, { errcode: error.errcode, msg: error.msg, field: formFieldOf[error.field], params: error.params });
}

/**
 * One activity's rules form (the sections of the activities' rules on /config): the admin's draft as
 * typed, checked as the server checks it (`build`, pure and unit-tested) before sending, saved as one
 * key with a reason, then replaced by what the server answered. A refusal, local or the server's, shows
 * under the field it names.
 */
export function useRulesForm<K extends RulesKey, D>(
  key: K,
  config: ConsoleConfig,
  onSaved: (config: ConsoleConfig) => void,
  draftOf: (config: ConsoleConfig) => D,
  build: (draft: D) => Built<NonNullable<ConsoleConfig[K]>>,
) {
  const { t } = useTranslation('console-activities');
  const [draft, setDraft] = useState<D>(() => draftOf(config));
  const [reason, setReason] = useState('');
  const { busy, errors, saved, save } = useConfigSave((next) => {
    onSaved(next);
    setDraft(draftOf(next));
    setReason('');
  });
  // A key without its namespace is console-pages' (the shared prize fields' messages, vipRewardsForm.ts).
  const text = (problem: Problem) => t(problem.key.includes(':') ? problem.key : `console-pages:${problem.key}`, problem.params);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { value, problems, formFieldOf } = build(draft);
    const local = Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, text(problem)]));
    // Every field the form shows a message under: the form's names the server's are renamed to.
    const shown = [...new Set(Object.values(formFieldOf))];
    void save(reason, local, shown, (why) =>
      consoleCall('consoleConfigSet', { key, value, reason: why }).catch((error: unknown) => {
        throw withFormField(error, formFieldOf);
      }),
    );
  };

  return { draft, setDraft, reason, setReason, busy, errors, saved, submit };
}
