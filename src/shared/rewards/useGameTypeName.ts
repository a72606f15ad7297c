import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../store/index.ts';

/** A game type's name from the config's gameTypes (operator data), or "Game type 3" when it is unknown. */
export function useGameTypeName(): (id: number) => string {
  const { t } = useTranslation('rewards');
  const types = useAppStore((s) => s.appConfig?.gameTypes);
  return useCallback((id: number) => types?.find((type) => type.id === id)?.name ?? t('rebate.typeUnknown', { id }), [types, t]);
}
