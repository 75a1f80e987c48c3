import { Box } from "@chakra-ui/react";

/**
 * A wordmark beside the logotype image of the menu or footer data (SPEC §3 logotype); without one (no
 * data yet, or the cached home route), a small play mark in the brand colour. The image box is fixed
 * at 28 px, so the data arriving moves nothing.
 */
export function BrandLogo({
  label,
  colour,
  imageUrl,
}: {
  readonly label: string;
  readonly colour: string;
  readonly imageUrl?: string | undefined;
}) {
  return (
    <Box as="span" display="inline-flex" alignItems="center" gap="2" fontWeight="bold" fontSize="xl" color={colour} lineHeight="1">
      {imageUrl ? (
        <img src={imageUrl} alt="" width={28} height={28} style={{ flexShrink: 0 }} />
      ) : (
        <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <rect width="32" height="32" rx="7" fill="currentColor" />
          <path d="M12 9l11 7-11 7z" fill="#fff" />
        </svg>
      )}
      <span>{label}</span>
    </Box>
  );
}
