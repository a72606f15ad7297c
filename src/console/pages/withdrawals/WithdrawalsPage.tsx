import { useTranslation } from 'react-i18next';

export default function WithdrawalsPage() {
  const { t } = useTranslation('console');
  return <h1>{t('nav.withdrawals')}</h1>;
}
