import { useTranslation } from 'react-i18next';
import { Field } from '../../ui/controls.tsx';
import { PRIZE_KINDS, type PrizeDraft, type PrizeKind } from './vipRewardsForm.ts';

/**
 * The three items of one prize: coin in whole pesos, points, diamonds (the items the rewards engine
 * grants). `field` is the form's name of the prize (`value.levelUpBonus.2`): each input's message is
 * `<field>.<kind>`.
 */
export function PrizeFields({ prize, field, errors, onChange }: { prize: PrizeDraft; field: string; errors: Record<string, string>; onChange(kind: PrizeKind, text: string): void }) {
  const { t } = useTranslation('console-pages');
  return (
    <>
      {PRIZE_KINDS.map((kind) => (
        <Field
          key={kind}
          label={t(`config.vip.${kind}`)}
          inputMode="numeric"
          value={prize[kind]}
          onValueChange={(text) => onChange(kind, text)}
          error={errors[`${field}.${kind}`]}
        />
      ))}
    </>
  );
}
