// SPEC §4: the search statistics event and the history reload fire once per typed query and
// re-arm when the text or the type changes.
import type { FilterValue } from "../filters/filter.types";

export interface StatisticsGate {
  /** The text and type the gate is armed for (null before anything is typed). */
  readonly armedFor: { readonly text: string; readonly type: string } | null;
  readonly hasFired: boolean;
}

export const initialStatisticsGate: StatisticsGate = { armedFor: null, hasFired: false };

/** Called on every text or type change: a different text or type re-arms the gate. */
export function armStatistics(gate: StatisticsGate, text: string, type: FilterValue | null | undefined): StatisticsGate {
  const key = { text: text.trim(), type: type === null || type === undefined ? "" : String(type) };
  if (gate.armedFor !== null && gate.armedFor.text === key.text && gate.armedFor.type === key.type) return gate;
  return { armedFor: key, hasFired: false };
}

/** Called when a search is committed: fire is true once per armed query. */
export function takeStatistics(gate: StatisticsGate): { readonly gate: StatisticsGate; readonly fire: boolean } {
  if (gate.armedFor === null || gate.hasFired) return { gate, fire: false };
  return { gate: { ...gate, hasFired: true }, fire: true };
}
