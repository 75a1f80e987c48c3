// SPEC §5: "Collection name must be unique ('There is already a collection with the same name')."
import { issue, isBlank, toResult, type ValidationResult } from "./validation-result";

export interface CollectionNameOptions {
  /** When renaming, the collection's own current name, which does not count as taken. */
  readonly currentName?: string;
}

/**
 * Decisions: unique among the user's own collections (the caller passes those names); compared
 * after trimming and case-insensitively (Swedish locale), since "Film" and "film " look the same
 * to a user; an empty name is refused too.
 */
export function validateCollectionName(
  name: string,
  existingNames: readonly string[],
  options: CollectionNameOptions = {},
): ValidationResult<"name"> {
  if (isBlank(name)) return toResult([issue("name", "COLLECTION.NAME_REQUIRED")]);
  const wanted = normalise(name);
  const own = options.currentName === undefined ? null : normalise(options.currentName);
  const taken = existingNames.some((existing) => {
    const other = normalise(existing);
    return other === wanted && other !== own;
  });
  return toResult(taken ? [issue("name", "COLLECTION.NAME_TAKEN")] : []);
}

function normalise(name: string): string {
  return name.trim().toLocaleLowerCase("sv-SE");
}
