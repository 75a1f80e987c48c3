import { Box } from "@chakra-ui/react";
import type { ReactNode } from "react";

/**
 * A form's failure message (SPEC §8: shown in the form, nothing typed is lost). The live region is
 * always in the page, so screen readers announce the message the moment it appears.
 */
export function FormAlert({ id, children }: { readonly id?: string; readonly children: ReactNode }) {
  return (
    <Box id={id} aria-live="assertive" aria-atomic="true">
      {children ? (
        <Box
          role="alert"
          mb="5"
          bg="red.50"
          borderLeftWidth="5px"
          borderLeftColor="red.600"
          color="red.900"
          px="4"
          py="3"
          borderRadius="md"
        >
          {children}
        </Box>
      ) : null}
    </Box>
  );
}
