import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon.tsx';
import { useModalDialog } from './useModalDialog.ts';
import styles from './dialog.module.css';
import ui from './ui.module.css';

export interface ModalProps {
  title: string;
  /** Omit to make the dialog blocking (no close button, Escape does nothing). */
  onClose?: () => void;
  children: ReactNode;
  /** 'sheet' slides up from the bottom on phones; 'center' is a small centred card. */
  variant?: 'sheet' | 'center';
  /** Shown above the title, e.g. an illustration. */
  hero?: ReactNode;
  className?: string;
  /** Opens without the pop-in: the static shell was already showing this dialog (staticShell.ts). */
  still?: boolean;
}

/**
 * A native <dialog> opened with showModal(): the browser keeps focus inside, makes the page behind
 * inert and gives it role "dialog", named by its title.
 */
export function Modal({ title, onClose, children, variant = 'sheet', hero, className, still = false }: ModalProps) {
  const { t } = useTranslation();
  const ref = useModalDialog();
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      className={[styles.dialog, styles[`dialog_${variant}`], still ? styles.dialog_still : '', className ?? ''].join(' ')}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: close when allowed; a blocking dialog stays.
        event.preventDefault();
        onClose?.();
      }}
      onClick={(event) => {
        // A tap on the backdrop (outside the panel) closes, like on native sheets.
        if (event.target === event.currentTarget) onClose?.();
      }}
    >
      <div className={styles.panel}>
        {variant === 'sheet' ? <span className={styles.grabber} aria-hidden="true" /> : null}
        {hero}
        <header className={styles.dialogHeader}>
          <h2 id={titleId} className={styles.dialogTitle}>
            {title}
          </h2>
          {onClose ? (
            <button type="button" className={ui.iconButton} onClick={onClose} aria-label={t('actions.close')}>
              <Icon name="close" />
            </button>
          ) : null}
        </header>
        <div className={styles.dialogBody}>{children}</div>
      </div>
    </dialog>
  );
}
