// SPEC §4 Search combo box: when the suggestion list opens and closes, and what each key does.
// A pure reducer: the UI dispatches events and renders the state it gets back.
import {
  firstItem,
  isValidHighlight,
  lastItem,
  leftItem,
  nextItem,
  previousItem,
  rightItem,
  type GroupSizes,
  type Highlight,
} from "./combobox-navigation";

/** SPEC §9: minimum query length 2. */
export const MIN_QUERY_LENGTH = 2;

export interface ComboboxState {
  readonly text: string;
  readonly isOpen: boolean;
  readonly highlight: Highlight | null;
  /** Items per shown suggestion group, in display order. */
  readonly groupSizes: GroupSizes;
}

export type ComboboxKey = "ArrowDown" | "ArrowUp" | "ArrowLeft" | "ArrowRight" | "PageUp" | "PageDown" | "Escape" | "Tab" | "Enter";

export type ComboboxEvent =
  | { readonly type: "TEXT_CHANGED"; readonly text: string }
  | { readonly type: "FOCUS" }
  | { readonly type: "OUTSIDE_CLICK" }
  | { readonly type: "PICK" }
  | { readonly type: "KEY"; readonly key: ComboboxKey }
  | { readonly type: "SUGGESTIONS_LOADED"; readonly groupSizes: GroupSizes }
  | { readonly type: "HOVER"; readonly highlight: Highlight | null };

export const initialComboboxState: ComboboxState = { text: "", isOpen: false, highlight: null, groupSizes: [] };

/** Decision: spaces around the text do not count towards the 2 characters (they are no query). */
export function isLongEnough(text: string): boolean {
  return text.trim().length >= MIN_QUERY_LENGTH;
}

const closed = (state: ComboboxState): ComboboxState => ({ ...state, isOpen: false, highlight: null });

function move(state: ComboboxState, to: (sizes: GroupSizes, h: Highlight | null) => Highlight | null): ComboboxState {
  if (!state.isOpen) return state;
  return { ...state, highlight: to(state.groupSizes, state.highlight) };
}

function onKey(state: ComboboxState, key: ComboboxKey): ComboboxState {
  switch (key) {
    case "ArrowDown":
      // SPEC §4: opens the list if closed, otherwise moves to the next item.
      return state.isOpen ? move(state, nextItem) : { ...state, isOpen: true, highlight: null };
    case "ArrowUp":
      return move(state, previousItem);
    case "PageUp":
      return move(state, firstItem);
    case "PageDown":
      return move(state, lastItem);
    case "ArrowRight":
      return move(state, rightItem);
    case "ArrowLeft":
      return move(state, leftItem);
    case "Escape":
      // SPEC §4: the first Escape clears the highlighted item, the next one closes.
      return state.highlight !== null ? { ...state, highlight: null } : closed(state);
    case "Tab":
    case "Enter":
      return closed(state);
  }
}

export function reduceCombobox(state: ComboboxState, event: ComboboxEvent): ComboboxState {
  switch (event.type) {
    case "TEXT_CHANGED":
      // SPEC §4: opens when the typed text reaches 2 characters. Decision: it closes again when
      // the text drops below 2, as there is nothing to suggest for it.
      return { ...state, text: event.text, isOpen: isLongEnough(event.text), highlight: null };
    case "FOCUS":
      return isLongEnough(state.text) ? { ...state, isOpen: true } : state;
    case "OUTSIDE_CLICK":
    case "PICK":
      return closed(state);
    case "KEY":
      return onKey(state, event.key);
    case "SUGGESTIONS_LOADED":
      // New groups hold other items: the old highlight would point at something else.
      return { ...state, groupSizes: [...event.groupSizes], highlight: null };
    case "HOVER":
      return state.isOpen && isValidHighlight(state.groupSizes, event.highlight) ? { ...state, highlight: event.highlight } : state;
  }
}

/**
 * Whether the combo box takes the key from the text input (the UI then prevents its default).
 * Decision: Left and Right keep moving the caret until an item is highlighted; Enter picks only a
 * highlighted item (otherwise the search form submits); Tab always moves focus on.
 */
export function handlesKey(state: ComboboxState, key: ComboboxKey): boolean {
  switch (key) {
    case "ArrowDown":
      return true;
    case "ArrowUp":
    case "PageUp":
    case "PageDown":
    case "Escape":
      return state.isOpen;
    case "ArrowLeft":
    case "ArrowRight":
    case "Enter":
      return state.isOpen && state.highlight !== null;
    case "Tab":
      return false;
  }
}
