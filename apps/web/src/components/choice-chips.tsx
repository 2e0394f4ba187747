import './choice-chips.css';
import { useId } from 'react';

export type Choice<V extends string> = { value: V; label: string; disabled?: boolean };

/**
 * One choice among a few (phone or email, TRC20 or ERC20), as radio buttons drawn as chips.
 * Form.Item passes value and onChange.
 */
export function ChoiceChips<V extends string>({
  choices,
  value,
  onChange,
  label,
  id,
}: {
  choices: readonly Choice<V>[];
  value?: V;
  onChange?: (value: V) => void;
  label: string;
  id?: string;
}) {
  const name = useId();
  return (
    <div className="choice-chips" role="radiogroup" aria-label={label} id={id}>
      {choices.map((choice) => (
        <label
          key={choice.value}
          className={`choice-chip${choice.value === value ? ' is-checked' : ''}${choice.disabled ? ' is-disabled' : ''}`}
        >
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={choice.value === value}
            disabled={choice.disabled}
            onChange={() => onChange?.(choice.value)}
          />
          <span>{choice.label}</span>
        </label>
      ))}
    </div>
  );
}
