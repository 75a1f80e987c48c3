// SPEC §9: 'Recommended' shortened to 'Rek.' (the age recommendation on product cards).
// Decision: the Swedish long forms (Rekommenderad, Rekommenderas, Rekommenderat) are shortened too,
// whole words only and in any case; the rest of the text is kept.
const RECOMMENDED = /\b(?:recommended|rekommenderad|rekommenderas|rekommenderat)\b/giu;

export const RECOMMENDED_SHORT = "Rek.";

export function shortenRecommended(text: string): string {
  return text.replace(RECOMMENDED, RECOMMENDED_SHORT).replace(/Rek\.\./g, RECOMMENDED_SHORT);
}
