// SPEC §5: "Create page: name required ('You must fill in a name.'). Delete page: the typed name must
// match the page name ('The name you entered does not match the page name.'; empty: 'You must fill in
// this field.')."
import { issue, isBlank, toResult, type ValidationResult } from "./validation-result";

export function validateCreatePage(input: { readonly name: string }): ValidationResult<"name"> {
  return toResult(isBlank(input.name) ? [issue("name", "PAGE.NAME_REQUIRED")] : []);
}

/**
 * Decision: spaces around the typed name are ignored; otherwise the match is exact, case included,
 * as a deliberate "type the name to confirm" check should be.
 */
export function validateDeletePage(input: { readonly typedName: string; readonly pageName: string }): ValidationResult<"typedName"> {
  if (isBlank(input.typedName)) return toResult([issue("typedName", "DELETE_PAGE.REQUIRED")]);
  if (input.typedName.trim() !== input.pageName.trim()) return toResult([issue("typedName", "DELETE_PAGE.NAME_MISMATCH")]);
  return toResult([]);
}
