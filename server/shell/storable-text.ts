/**
 * PostgreSQL text cannot hold U+0000 (SQLSTATE 22021), yet the contract lets it through in a free
 * text. A report or a message is still worth keeping, so the character becomes U+FFFD.
 */
export function storableText(text: string): string {
  return text.replace(/\u0000/g, "\uFFFD");
}

export function storableTextOrNull(text: string | null | undefined): string | null {
  return text === null || text === undefined ? null : storableText(text);
}

/** The numeric account id of a token's `sub`, or null when it is none the users table could hold. */
export function userIdOf(claims: { sub: string } | null | undefined): number | null {
  const id = Number(claims?.sub);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
