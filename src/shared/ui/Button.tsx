import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './Spinner.tsx';
import styles from './ui.module.css';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  block?: boolean;
  size?: 'md' | 'sm';
  /** Shows a spinner and blocks double taps while a call runs. */
  busy?: boolean;
  icon?: ReactNode;
}

export function Button({ variant = 'primary', block, size = 'md', busy, icon, className, children, disabled, type = 'button', ...rest }: ButtonProps) {
  const classes = [styles.button, styles[variant], size === 'sm' ? styles.small : '', block ? styles.block : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy ? <Spinner /> : icon}
      {children}
    </button>
  );
}
