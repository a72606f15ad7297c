import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Page titles come from translation keys (spec §2): "<page> · Swerte". */
export function useDocumentTitle(titleKey: string | undefined): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = titleKey ? t('titleTemplate', { page: t(titleKey) }) : t('brand');
  }, [t, titleKey]);
}
