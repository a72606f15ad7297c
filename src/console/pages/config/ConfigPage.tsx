import { useTranslation } from 'react-i18next';
import { consoleCall } from '../../api.ts';
import { consoleErrorMessage } from '../../errors.ts';
import { useConsoleLoad } from '../dashboard/useConsoleLoad.ts';
import { ActivitiesSection } from './ActivitiesSection.tsx';
import { AgentProgrammeSection } from './AgentProgrammeSection.tsx';
import { BankruptSection } from './BankruptSection.tsx';
import { BonusSection } from './BonusSection.tsx';
import { DepositSection } from './DepositSection.tsx';
import { FirstDepositSection } from './FirstDepositSection.tsx';
import { MaintenanceSection } from './MaintenanceSection.tsx';
import { MonthlyBonusSection } from './MonthlyBonusSection.tsx';
import { PointsSection } from './PointsSection.tsx';
import { RebateSection } from './RebateSection.tsx';
import { ServiceQueueSection } from './ServiceQueueSection.tsx';
import { SignInSection } from './SignInSection.tsx';
import { TasksSection } from './TasksSection.tsx';
import { VipRewardsSection } from './VipRewardsSection.tsx';
import { WithdrawSection } from './WithdrawSection.tsx';
import styles from './config.module.css';
import { Button, Alert } from '../../ui/controls.tsx';
import { Loading } from '../dashboard/Loading.tsx';
import { PendingChanges } from '../../ui/PendingChanges.tsx';

/**
 * /config (admin): what an admin changes without a restart. Each form saves one key with a reason;
 * the page then shows the configuration the server answered, so what is on screen is what is saved. A
 * money setting waits for a second admin: the changes waiting are listed first, to approve or reject.
 */
export default function ConfigPage() {
  const { t } = useTranslation('console-pages');
  const [load, reload, replace] = useConsoleLoad('config', async () => (await consoleCall('consoleConfigGet', {})).config);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('config.title')}</h1>
      {load.state === 'loading' ? (
        <Loading />
      ) : load.state === 'failed' ? (
        <>
          <Alert message={consoleErrorMessage(load.error)} />
          <div>
            <Button variant="secondary" size="sm" onClick={reload}>
              {t('retry')}
            </Button>
          </div>
        </>
      ) : (
        <>
          {/* Money settings' changes waiting for a second admin: approving one puts it in force. */}
          <PendingChanges changes={load.data.pendingChanges} onDecided={(answer) => (answer.config ? replace(answer.config) : reload())} />
          <MaintenanceSection config={load.data} onSaved={replace} />
          <WithdrawSection config={load.data} onSaved={replace} />
          <DepositSection config={load.data} onSaved={replace} />
          <BonusSection config={load.data} onSaved={replace} />
          <VipRewardsSection config={load.data} onSaved={replace} />
          <RebateSection config={load.data} onSaved={replace} />
          <ServiceQueueSection config={load.data} onSaved={replace} />
          {/* The activities' rules (issue 20), one section each. */}
          <SignInSection config={load.data} onSaved={replace} />
          <MonthlyBonusSection config={load.data} onSaved={replace} />
          <FirstDepositSection config={load.data} onSaved={replace} />
          <PointsSection config={load.data} onSaved={replace} />
          <BankruptSection config={load.data} onSaved={replace} />
          <TasksSection config={load.data} onSaved={replace} />
          <AgentProgrammeSection config={load.data} onSaved={replace} />
          <ActivitiesSection config={load.data} onSaved={replace} />
        </>
      )}
    </div>
  );
}
