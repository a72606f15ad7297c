import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon.tsx';
import { TextField, type TextFieldProps } from './TextField.tsx';
import styles from './ui.module.css';

/** A password input with a show/hide toggle, so players on a phone can check what they typed. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      leading={<Icon name="lock" size={18} />}
      trailing={
        <button
          type="button"
          className={styles.iconButton}
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t('actions.hidePassword') : t('actions.showPassword')}
          aria-pressed={visible}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} size={18} />
        </button>
      }
    />
  );
}
