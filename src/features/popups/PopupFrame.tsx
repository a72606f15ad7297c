import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../shared/ui/Button.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';
import controls from '../../shared/ui/controls.module.css';
import styles from './popups.module.css';

/**
 * What the start popups (sign-in, first deposit and its tips, red versus blue, KYC) share: a centred
 * dialog, the gift badge over it (unless `gift` is false), the popup's own lines, then its actions: what
 * comes `before` the main link, the main link (`link`, which closes the popup as it goes), what comes
 * `after` it, and "Later" last, which only closes it.
 */
export function PopupFrame({
  title,
  gift = true,
  onClose,
  link,
  before,
  after,
  later,
  children,
}: {
  title: string;
  gift?: boolean;
  onClose(): void;
  link: { to: string; label: string };
  before?: ReactNode;
  after?: ReactNode;
  later: string;
  children: ReactNode;
}) {
  return (
    <Modal
      title={title}
      variant="center"
      onClose={onClose}
      hero={
        gift ? (
          <div className={`${controls.iconBadge} ${styles.hero}`}>
            <Icon name="gift" size={36} />
          </div>
        ) : undefined
      }
    >
      {children}
      <div className={styles.actions}>
        {before}
        <PopupLink to={link.to} onClose={onClose}>
          {link.label}
        </PopupLink>
        {after}
        <Button block variant="ghost" onClick={onClose}>
          {later}
        </Button>
      </div>
    </Modal>
  );
}

/** A popup's way to a page: it closes the popup as it goes (`secondary` for the quieter second link). */
export function PopupLink({ to, secondary, onClose, children }: { to: string; secondary?: boolean; onClose(): void; children: ReactNode }) {
  return (
    <Link to={to} className={secondary ? styles.secondaryLink : styles.primaryLink} onClick={onClose}>
      {children}
    </Link>
  );
}
