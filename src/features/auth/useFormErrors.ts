import { useCallback, useMemo, useState } from 'react';
import { isApiError } from '../../api/ApiError.ts';
import { errorMessage } from '../../shared/i18n/errorMessage.ts';

/**
 * Field and form messages of one form. A server failure that names one of the form's fields shows
 * under that field; anything else shows above the submit button.
 */
export function useFormErrors<F extends string>(fieldNames: readonly F[]) {
  const [fields, setFields] = useState<Partial<Record<F, string>>>({});
  const [form, setForm] = useState<string | null>(null);

  const showFailure = useCallback(
    (error: unknown) => {
      if (isApiError(error) && error.field && (fieldNames as readonly string[]).includes(error.field)) {
        setFields((prev) => ({ ...prev, [error.field as F]: errorMessage(error) }));
        setForm(null);
        return;
      }
      setForm(isApiError(error) ? errorMessage(error) : errorMessage({ errcode: -1, msg: 'errors.failedWithCode' }));
    },
    [fieldNames],
  );

  /** Runs client-side checks (message or null per field); true when all passed. */
  const check = useCallback((checks: Partial<Record<F, string | null>>) => {
    const failed = Object.fromEntries(Object.entries(checks).filter(([, message]) => Boolean(message))) as Partial<Record<F, string>>;
    setFields(failed);
    setForm(null);
    return Object.keys(failed).length === 0;
  }, []);

  return useMemo(
    () => ({
      field: (name: F) => fields[name] ?? null,
      formError: form,
      showFailure,
      check,
      /** Clears a field's message once the player edits it. */
      clearField: (name: F) => setFields((prev) => (prev[name] ? { ...prev, [name]: undefined } : prev)),
      setFieldMessage: (name: F, message: string) => setFields((prev) => ({ ...prev, [name]: message })),
      reset: () => {
        setFields({});
        setForm(null);
      },
    }),
    [fields, form, showFailure, check],
  );
}
