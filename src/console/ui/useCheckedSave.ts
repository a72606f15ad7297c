import { useState, type FormEvent } from 'react';
import { isConsoleCallError } from '../api.ts';
import { consoleErrorMessage } from '../errors.ts';
import type { FormRefusal } from '../formChecks.ts';

/**
 * A console form's submit: the form's pure check first (a refusal shown at its field, nothing sent),
 * then the save. A server refusal goes to the field `fieldOf` names for it, else above the buttons.
 */
export function useCheckedSave<Checked extends { body: unknown } | { refusal: FormRefusal }>({ check, save, translate, fieldOf = () => null }: {
  check(): Checked;
  save(body: Extract<Checked, { body: unknown }>['body']): Promise<void>;
  translate(key: string, params?: Record<string, number>): string;
  /** The form's field that shows the server's refusal of `field`; null when the form has none for it. */
  fieldOf?(field: string): string | null;
}) {
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked: { body: unknown } | { refusal: FormRefusal } = check();
    if ('refusal' in checked) {
      const { field, key, params } = checked.refusal;
      setErrors({ [field]: translate(key, params) });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await save(checked.body as Extract<Checked, { body: unknown }>['body']);
    } catch (error) {
      const field = isConsoleCallError(error) && error.field ? fieldOf(error.field) : null;
      if (field) setErrors({ [field]: consoleErrorMessage(error) });
      else setFailure(consoleErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return { errors, setErrors, failure, busy, submit: (event: FormEvent) => void submit(event) };
}
