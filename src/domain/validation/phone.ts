// SPEC §5 requires a phone (teacher signup) and a mobile (campaign test account); it gives no format.
/**
 * Decision: lenient, as users type numbers in many ways: an optional leading +, then digits with
 * spaces, hyphens, dots or parentheses, and 6 to 15 digits in all (E.164 allows at most 15).
 */
export function isValidPhone(phone: string): boolean {
  const value = phone.trim();
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, "").length;
  return digits >= 6 && digits <= 15;
}
