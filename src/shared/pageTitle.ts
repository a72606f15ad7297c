import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Lets a page drawn in place of the matched route (the error boundary inside the layout) name the
 * document title: the layout titles pages from the matched route's handle, which for
 * `/withdrawal/paypal` says "Withdraw" although the page says "Page not found". A page with one
 * route entry for several children (the bonus centre's tabs) titles each child the same way.
 */
export const TitleOverrideContext = createContext<((titleKey: string | null) => void) | null>(null);

/** Titles the document `titleKey` while mounted: through the layout inside it, directly outside it. */
export function useTitleOverride(titleKey: string): void {
  const override = useContext(TitleOverrideContext);
  const { t } = useTranslation();
  useEffect(() => {
    if (override) {
      override(titleKey);
      return () => override(null);
    }
    document.title = t('titleTemplate', { page: t(titleKey) });
    return undefined;
  }, [override, t, titleKey]);
}
