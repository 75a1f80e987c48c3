import { Flex } from "@chakra-ui/react";
import { NetworkStrips } from "./network-strips";
import { Toaster } from "./toaster";

/**
 * The notices that float over the page, at the bottom of the window so they never cover the
 * header: the network strip centred, the toasts under it (right-aligned from the sm breakpoint,
 * full width on a phone). One column, so the two never overlap.
 */
export function NoticeOverlay() {
  return (
    <Flex
      position="fixed"
      zIndex="toast"
      bottom="4"
      insetX="4"
      direction="column"
      align={{ base: "stretch", sm: "flex-end" }}
      gap="2"
      pointerEvents="none"
    >
      <NetworkStrips />
      <Toaster />
    </Flex>
  );
}
