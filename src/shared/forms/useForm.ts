import { useCallback, useMemo, useState } from 'react';
import { isApiError } from '../../api/ApiError.ts';
import { errorMessage, failureMessage } from '../i18n/errorMessage.ts';

/**
 * The state every form needs: its values, a message per field, a form-level message and a
 * busy flag. A server failure that names one of the form's fields shows under that field; anything
 * else shows above the submit button.
 */
export function useForm<F extends string>(initial: Record<F, string>) {
  const [fieldNames] = useState(() => Object.keys(initial) as F[]);
  const [values, setValues] = useState(initial);
  const [fields, setFields] = useState<Partial<Record<F, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const showFailure = useCallback(
    (error: unknown) => {
      if (isApiError(error) && error.field && (fieldNames as string[]).includes(error.field)) {
        setFields((prev) => ({ ...prev, [error.field as F]: errorMessage(error) }));
        setFormError(null);
        return;
      }
      setFormError(failureMessage(error));
    },
    [fieldNames],
  );

  /** Runs client-side checks (a message or null per field); true when all passed. */
  const check = useCallback((checks: Partial<Record<F, string | null>>) => {
    const failed = Object.fromEntries(Object.entries(checks).filter(([, message]) => Boolean(message))) as Partial<Record<F, string>>;
    setFields(failed);
    setFormError(null);
    return Object.keys(failed).length === 0;
  }, []);

  /** A field's change handler: stores the value and clears the field's message. */
  const set = useCallback(
    (name: F) => (value: string) => {
      setValues((prev) => ({ ...prev, [name]: value }));
      setFields((prev) => (prev[name] ? { ...prev, [name]: undefined } : prev));
    },
    [],
  );

  /** Runs a submit: busy while it lasts, a failure shown where it belongs. */
  const run = useCallback(
    async (task: () => Promise<void>) => {
      setBusy(true);
      try {
        await task();
      } catch (failure) {
        showFailure(failure);
      } finally {
        setBusy(false);
      }
    },
    [showFailure],
  );

  return useMemo(
    () => ({ values, set, busy, run, check, showFailure, formError, error: (name: F) => fields[name] ?? null }),
    [values, set, busy, run, check, showFailure, formError, fields],
  );
}

/**
 * A form from useForm, as the shared field groups take it. A form with more fields fits where fewer
 * are asked for, so a group names only the fields it reads and writes.
 */
export type FormState<F extends string> = ReturnType<typeof useForm<F>>;
