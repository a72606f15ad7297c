import type { AuthModeValue } from '../../../../contract/enums.ts';
import type { FormState } from '../../../shared/forms/useForm.ts';
import { validate } from '../validate.ts';
import { MobileField } from './MobileField.tsx';
import { SmsCodeField } from './SmsCodeField.tsx';

/**
 * A mobile number and the SMS code sent to it. "Send code" checks the number first, so no code is
 * asked for a number the server would refuse; a refused send shows where the form shows failures.
 */
export function MobileCodeFields({ form, mode, codeLength }: { form: FormState<'mobile' | 'code'>; mode: AuthModeValue; codeLength: number }) {
  const { values } = form;
  return (
    <>
      <MobileField value={values.mobile} onValueChange={form.set('mobile')} error={form.error('mobile')} />
      <SmsCodeField
        mobile={values.mobile}
        mode={mode}
        value={values.code}
        onValueChange={form.set('code')}
        error={form.error('code')}
        codeLength={codeLength}
        onBeforeSend={() => form.check({ mobile: validate.mobile(values.mobile) })}
        onSendFailed={form.showFailure}
      />
    </>
  );
}
