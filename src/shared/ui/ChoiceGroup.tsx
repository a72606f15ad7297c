import type { ReactNode } from 'react';
import styles from './choice.module.css';

export interface Choice<T extends string | number> {
  value: T;
  label: ReactNode;
}

export interface ChoiceGroupProps<T extends string | number> {
  /** The radio group's name (one per form). */
  name: string;
  legend: string;
  legendClassName?: string;
  choices: readonly Choice<NoInfer<T>>[];
  /** The chosen value (its type is the choices' type); null when none is (e.g. a typed amount instead). */
  value: T | null;
  onChange(value: NoInfer<T>): void;
  /** The group's layout (flex row, grid of three…). */
  className?: string;
  /** A tile's size and inner layout. */
  choiceClassName?: string;
}

/**
 * Radio buttons drawn as tiles, the chosen one gold. Native radios underneath (visually hidden), so
 * arrow keys, screen readers and getByLabel work as for any radio group.
 */
export function ChoiceGroup<T extends string | number>({ name, legend, legendClassName, choices, value, onChange, className, choiceClassName }: ChoiceGroupProps<T>) {
  return (
    <fieldset className={[styles.group, className].filter(Boolean).join(' ')}>
      <legend className={legendClassName}>{legend}</legend>
      {choices.map((choice) => {
        const chosen = choice.value === value;
        return (
          <label key={String(choice.value)} className={[styles.choice, choiceClassName, chosen ? styles.chosen : ''].filter(Boolean).join(' ')}>
            <input type="radio" name={name} value={String(choice.value)} checked={chosen} onChange={() => onChange(choice.value)} className="visually-hidden" />
            {choice.label}
          </label>
        );
      })}
    </fieldset>
  );
}
