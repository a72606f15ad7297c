import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleOperatorRow } from '../../../../contract/ops/operators.ts';
import { consoleCall } from '../../api.ts';
import { formatManilaDateTime } from '../../format.ts';
import { useConsoleSession } from '../../session.ts';
import { useLoad } from '../../useLoad.ts';
import { Alert, Button } from '../../ui/controls.tsx';
import page from '../../ui/page.module.css';
import { PendingChanges } from '../../ui/PendingChanges.tsx';
import { ReasonDialog } from '../../ui/ReasonDialog.tsx';
import { AddOperatorForm, type NewOperator } from './AddOperatorForm.tsx';
import { Handover } from './Handover.tsx';
import { OperatorLock } from './OperatorLock.tsx';

/**
 * Operator accounts (admin): the list, a new account (its one-time password shown once, to hand over
 * at once; the operator enrols their own authenticator), a sign-in lock shown and lifted with a
 * reason, and disabling one with a reason (its sessions end at once).
 */
export default function OperatorsPage() {
  const { t } = useTranslation('console');
  const { operator: me } = useConsoleSession();
  const { state: listed, reload } = useLoad(async (signal) => consoleCall('consoleOperatorsList', {}, { signal }));
  const state = listed.status === 'ready' ? { status: 'ready' as const, data: listed.data.operators } : listed;
  const [created, setCreated] = useState<NewOperator | null>(null);
  const [disabling, setDisabling] = useState<ConsoleOperatorRow | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const status = (row: ConsoleOperatorRow) =>
    row.disabled
      ? t('operators.statusDisabled')
      : row.mustChangePassword
        ? t('operators.statusNew')
        : row.totpEnrolled
          ? t('operators.statusActive')
          : t('operators.statusNoTotp');

  return (
    <section>
      <div className={page.head}>
        <h1 className={page.title}>{t('operators.title')}</h1>
        <Button variant="secondary" size="sm" onClick={reload}>
          {t('actions.reload')}
        </Button>
      </div>
      {created ? (
        <Handover created={created} onDone={() => setCreated(null)} />
      ) : (
        <AddOperatorForm
          onCreated={(next) => {
            setNotice(null);
            setCreated(next);
            reload();
          }}
          onProposed={(name) => {
            setNotice(t('operators.proposed', { name }));
            reload();
          }}
        />
      )}
      {/* Admin accounts waiting for a second admin: approving one makes it, and hands its one-time password over here. */}
      {listed.status === 'ready' ? (
        <PendingChanges
          changes={listed.data.pendingChanges}
          onDecided={(answer) => {
            if (answer.operator && answer.oneTimePassword) setCreated({ operator: answer.operator, oneTimePassword: answer.oneTimePassword });
            reload();
          }}
        />
      ) : null}
      <Alert message={notice} tone="success" />
      <h2 className={page.subtitle}>{t('operators.listTitle')}</h2>
      {state.status === 'loading' ? <p className={page.muted}>{t('states.loading')}</p> : null}
      {state.status === 'failed' ? <Alert message={state.message} /> : null}
      {state.status === 'ready' ? (
        <div className={page.tableWrap}>
          <table className={page.table}>
            <thead>
              <tr>
                <th scope="col">{t('operators.name')}</th>
                <th scope="col">{t('operators.role')}</th>
                <th scope="col">{t('operators.status')}</th>
                <th scope="col">{t('operators.createdBy')}</th>
                <th scope="col">{t('operators.createdAt')}</th>
                <th scope="col">{t('operators.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {state.data.map((row) => (
                <tr key={row.name} data-testid={`operator-${row.name}`}>
                  <td>{row.name}</td>
                  <td>{t(`roles.${row.role}`)}</td>
                  <td>
                    {status(row)}
                    <OperatorLock
                      row={row}
                      onLifted={(name) => {
                        setNotice(t('operators.unlocked', { name }));
                        reload();
                      }}
                    />
                  </td>
                  <td>{row.createdBy}</td>
                  <td>{formatManilaDateTime(row.createdAt)}</td>
                  <td>
                    {row.disabled || row.name === me?.name ? null : (
                      <Button size="sm" variant="danger" onClick={() => setDisabling(row)} aria-label={t('operators.disableLabel', { name: row.name })}>
                        {t('operators.disable')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {disabling ? (
        <ReasonDialog
          title={t('operators.disableTitle', { name: disabling.name })}
          description={t('operators.disableText', { name: disabling.name })}
          confirmLabel={t('operators.disable')}
          danger
          onConfirm={async (reason) => {
            await consoleCall('consoleOperatorDisable', { name: disabling.name, reason });
            setNotice(t('operators.disabled', { name: disabling.name }));
            setDisabling(null);
            reload();
          }}
          onClose={() => setDisabling(null)}
        />
      ) : null}
    </section>
  );
}
