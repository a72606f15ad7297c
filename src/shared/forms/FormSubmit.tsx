import type { ReactNode } from 'react';
import { Button } from '../ui/Button.tsx';
import { FormAlert } from '../ui/FormAlert.tsx';

/**
 * The end of every form: the form-level failure from useForm (one not tied to a field) right
 * above the submit button, which shows busy while the form's call runs.
 */
export function FormSubmit({ form, children }: { form: { formError: string | null; busy: boolean }; children: ReactNode }) {
  return (
    <>
      <FormAlert message={form.formError} />
      <Button type="submit" block busy={form.busy}>
        {children}
      </Button>
    </>
  );
}
