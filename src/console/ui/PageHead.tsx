import { useTranslation } from 'react-i18next';
import type { Loaded } from '../useLoad.ts';
import { Alert } from './controls.tsx';
import page from './page.module.css';

/**
 * The top of a page that loads one thing (odds, wheel, NDRP): its title, what it is for, and the load's
 * loading and failed states. The page draws its content once the state is ready.
 */
export function PageHead({ title, intro, state }: { title: string; intro: string; state: Loaded<unknown> }) {
  const { t } = useTranslation('console');
  return (
    <>
      <div className={page.head}>
        <h1 className={page.title}>{title}</h1>
      </div>
      <p className={page.muted}>{intro}</p>
      {state.status === 'loading' ? <p className={page.muted}>{t('states.loading')}</p> : null}
      {state.status === 'failed' ? <Alert message={state.message} /> : null}
    </>
  );
}
