import { useTranslation } from "react-i18next";
import type { ValidationIssue } from "../../domain/validation/validation-result";

/**
 * The words for a validation issue: the domain gives a code and its figures, the `validation`
 * namespace the text ({{min}} and the like filled in). `tsc` checks every code has a text there.
 * The route of a form lists "validation" among its namespaces (route-table.ts).
 */
export function useValidationText(): (issue: ValidationIssue | undefined) => string | undefined {
  const { t } = useTranslation("validation");
  return (issue) => (issue === undefined ? undefined : t(issue.code, { ...issue.params }));
}
