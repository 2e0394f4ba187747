/** Misbehaviours the simulator can be switched into at run time (README, "Faults"). */
export interface Faults {
  /** Send each callback delivery twice, the second right after the first. */
  duplicate: boolean;
  /** Hold the callback back this long after payment; 0 sends it at once. */
  lateMs: number;
  /** Sign callbacks with a secret the merchant does not know. */
  badSignature: boolean;
  /** Report the amount plus one whole unit in callbacks. */
  wrongAmount: boolean;
  /** Answer `POST /payments` with 503. */
  failCreate: boolean;
  /** Make the payment on `POST /payments`, then answer 503 as if the answer were lost. */
  loseCreate: boolean;
}

export type FaultPatch = Partial<Faults>;

const NO_FAULTS: Faults = {
  duplicate: false,
  lateMs: 0,
  badSignature: false,
  wrongAmount: false,
  failCreate: false,
  loseCreate: false,
};

const FLAGS = ['duplicate', 'badSignature', 'wrongAmount', 'failCreate', 'loseCreate'] as const;

/**
 * Checks a `POST /faults` body. Unknown keys are refused rather than ignored so that a typo in
 * a test ("badSignatures") fails loudly instead of silently testing the happy path.
 */
export function parseFaultPatch(value: unknown): { patch: FaultPatch } | { error: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { error: 'body must be a JSON object' };
  }
  const patch: FaultPatch = {};
  for (const [key, field] of Object.entries(value)) {
    if ((FLAGS as readonly string[]).includes(key)) {
      if (typeof field !== 'boolean') return { error: `${key} must be a boolean` };
      patch[key as (typeof FLAGS)[number]] = field;
    } else if (key === 'lateMs') {
      if (typeof field !== 'number' || !Number.isInteger(field) || field < 0) {
        return { error: 'lateMs must be a non-negative integer' };
      }
      patch.lateMs = field;
    } else {
      return { error: `unknown fault: ${key}` };
    }
  }
  return { patch };
}

/** The live fault settings; handed out by `startGatewaySim` so in-process tests skip HTTP. */
export class FaultSwitch {
  #current: Faults = { ...NO_FAULTS };

  /** A copy, so a payment keeps the faults it was paid under even if they change later. */
  get current(): Faults {
    return { ...this.#current };
  }

  set(patch: FaultPatch): Faults {
    this.#current = { ...this.#current, ...patch };
    return this.current;
  }

  reset(): Faults {
    this.#current = { ...NO_FAULTS };
    return this.current;
  }
}
