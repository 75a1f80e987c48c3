import { Box, Flex, IconButton, Stack } from "@chakra-ui/react";
import { observer } from "mobx-react-lite";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { ShownToast } from "../../../application/shell/toast.store";
import { TOAST_KIND } from "../../../domain/notices/toast";
import { useStores } from "../../app/stores-context";
import { NoticeIcon } from "./notice-icons";
import { ON_DARK, TOAST_COLOURS } from "./notice-colours";

// DOMPurify (28 KiB) comes with the first HTML toast, not with every first load (issue 8: initial JS).
const ToastHtmlBody = lazy(async () => ({ default: (await import("./toast-html-body")).ToastHtmlBody }));

/**
 * SPEC §3/§4/§9 toasts (in the notice overlay: bottom right, full width on a phone). Two live regions always in
 * the page, so screen readers hear what is added: info politely, errors at once (assertive). A
 * hidden toast fades out over SPEC §9's 150 ms fade (none with prefers-reduced-motion) until it is
 * cleared 500 ms after hiding.
 */
export const Toaster = observer(function Toaster() {
  const { toasts } = useStores();
  const info = toasts.toasts.filter((toast) => toast.kind !== TOAST_KIND.ERROR);
  const errors = toasts.toasts.filter((toast) => toast.kind === TOAST_KIND.ERROR);
  return (
    <Box display="grid" gap="2" w={{ base: "full", sm: "sm" }} pointerEvents="none">
      <Stack role="status" aria-live="polite" gap="2">
        {info.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </Stack>
      <Stack role="alert" aria-live="assertive" gap="2">
        {errors.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </Stack>
    </Box>
  );
});

const ToastItem = observer(function ToastItem({ toast }: { readonly toast: ShownToast }) {
  const { toasts } = useStores();
  const { t } = useTranslation(["shell", "common"]);
  const { content } = toast;
  return (
    <Flex
      data-toast-kind={toast.kind === TOAST_KIND.ERROR ? "error" : "info"}
      align="flex-start"
      gap="2"
      bg={toast.kind === TOAST_KIND.ERROR ? TOAST_COLOURS.error : TOAST_COLOURS.info}
      color={ON_DARK}
      borderRadius="md"
      boxShadow="lg"
      py="2"
      pl="4"
      pr="1"
      pointerEvents={toast.hidden ? "none" : "auto"}
      opacity={toast.hidden ? 0 : 1}
      transition="opacity 150ms ease-out"
      _motionReduce={{ transition: "none" }}
      aria-hidden={toast.hidden || undefined}
      // WCAG 2.2.1: the clock stops while the pointer or the focus is on the toast.
      onMouseEnter={() => toasts.hold(toast.id)}
      onMouseLeave={() => toasts.release(toast.id)}
      onFocus={() => toasts.hold(toast.id)}
      onBlur={() => toasts.release(toast.id)}
    >
      {content.format === "html" ? (
        // The live region is there from the start; the text joins it once the sanitiser has arrived.
        <Suspense fallback={<Box flex="1" />}>
          <ToastHtmlBody html={content.value} />
        </Suspense>
      ) : (
        <Box flex="1" py="1.5" textStyle="sm">
          {content.format === "text" ? content.value : t("common:errors.generic")}
        </Box>
      )}
      <IconButton
        aria-label={t("shell:notices.toast.close")}
        variant="ghost"
        size="sm"
        color={ON_DARK}
        _hover={{ bg: "whiteAlpha.200" }}
        onClick={() => toasts.dismiss(toast.id)}
      >
        <NoticeIcon name="close" size={18} />
      </IconButton>
    </Flex>
  );
});
