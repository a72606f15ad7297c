import type { AuthModeValue } from '../../../../contract/enums.ts';
import type { FormState } from '../../../shared/forms/useForm.ts';
import { validate } from '../validate.ts';
import { MobileField } from './MobileField.tsx';
import { SmsCodeField } from './SmsCodeField.tsx';

/**
 * A mobile number and the SMS code sent to it. "Send code" checks the number's format first; the
 * server sends a code to any number (issue 26), so whether it has an account shows at the form's own
 * step, once the code is proven. A refused send (cooldown, caps) shows where the form shows failures.
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
