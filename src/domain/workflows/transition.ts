/**
 * The shared shape of every state machine in src/domain (SPEC §4). A transition never throws for
 * a user's action: a forbidden one is a value with a stable error code (ARCHITECTURE §4.5), and
 * the state is left as it was, so the caller can show the message and carry on.
 */
export type TransitionResult<S, C extends string, F = never> =
  { readonly ok: true; readonly state: S; readonly effects: readonly F[] } | { readonly ok: false; readonly error: C; readonly state: S };

export function accept<S, F = never>(
  state: S,
  effects: readonly F[] = [],
): { readonly ok: true; readonly state: S; readonly effects: readonly F[] } {
  return { ok: true, state, effects };
}

export function reject<S, C extends string>(state: S, error: C): { readonly ok: false; readonly error: C; readonly state: S } {
  return { ok: false, error, state };
}

export interface RunOutcome<S, C extends string, F> {
  readonly state: S;
  readonly errors: readonly C[];
  readonly effects: readonly F[];
}

/**
 * Applies events in order; a rejected event leaves the state unchanged (as the UI does: it shows
 * the error and stays). Used by use cases replaying a flow and by the property tests.
 */
export function runTransitions<S, E, C extends string, F>(
  transition: (state: S, event: E) => TransitionResult<S, C, F>,
  initial: S,
  events: readonly E[],
): RunOutcome<S, C, F> {
  let state = initial;
  const errors: C[] = [];
  const effects: F[] = [];
  for (const event of events) {
    const result = transition(state, event);
    state = result.state;
    if (result.ok) effects.push(...result.effects);
    else errors.push(result.error);
  }
  return { state, errors, effects };
}
