import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '../ui/ChoiceGroup.tsx';
import { useAppStore } from '../../store/index.ts';
import './i18n.ts';
import { LOCALE, type Locale } from './locale.ts';
import { switchLocale } from './switchLocale.ts';
import styles from './languagePicker.module.css';

/**
 * English or Filipino (spec §9), on the profile page and under the sign-in form (a visitor chooses
 * before an account exists). Each language is named in itself, so a player who cannot read the
 * current one still finds theirs. The choice applies at once and is kept in the locale cookie.
 */
export function LanguagePicker({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('locale');
  const showToast = useAppStore((s) => s.showToast);
  const change = (locale: Locale) => {
    switchLocale(locale).catch(() => showToast({ key: 'locale:failed', tone: 'error' }));
  };
  return (
    <div className={[styles.picker, className].filter(Boolean).join(' ')} data-testid="language-picker">
      <ChoiceGroup<Locale>
        name="language"
        legend={t('label')}
        legendClassName={styles.legend}
        className={styles.choices}
        choiceClassName={styles.choice}
        choices={[
          { value: LOCALE, label: <span lang="en-PH">{t('english')}</span> },
          { value: 'fil-PH', label: <span lang="fil-PH">{t('filipino')}</span> },
        ]}
        value={i18n.language as Locale}
        onChange={change}
      />
    </div>
  );
}
