import { Box } from "@chakra-ui/react";

/** A text wordmark with a small play mark; the colours come from the brand palette. */
export function BrandLogo({ label, colour }: { readonly label: string; readonly colour: string }) {
  return (
    <Box as="span" display="inline-flex" alignItems="center" gap="2" fontWeight="bold" fontSize="xl" color={colour} lineHeight="1">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path d="M12 9l11 7-11 7z" fill="#fff" />
      </svg>
      <span>{label}</span>
    </Box>
  );
}
