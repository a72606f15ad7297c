import type { ReactNode } from 'react';
import { Button } from '../ui/Button.tsx';
import { FormAlert } from '../ui/FormAlert.tsx';

/**
 * The end of every form: the form-level failure from useForm (one not tied to a field) right
 * above the submit button, which shows busy while the form's call runs. `disabled` while the form
 * cannot be sent as it stands (its problem said next to the field), so the button never looks active
 * and does nothing.
 */
export function FormSubmit({ form, children, disabled = false }: { form: { formError: string | null; busy: boolean }; children: ReactNode; disabled?: boolean }) {
  return (
    <>
      <FormAlert message={form.formError} />
      <Button type="submit" block busy={form.busy} disabled={disabled}>
        {children}
      </Button>
    </>
  );
}
