import { chakra } from "@chakra-ui/react";
import { lazy, Suspense, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";

// The animation's code (canvas and solver) is fetched on the first switch-on, never before.
const FluidCanvas = lazy(() => import("./fluid-canvas"));

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeToReducedMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== "function") return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** True when the user asks for reduced motion (WCAG 2.3.3); followed live, as the setting can change. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => typeof window.matchMedia === "function" && window.matchMedia(REDUCED_MOTION).matches,
    () => true,
  );
}

/**
 * SPEC §1: "A decorative fluid animation on a canvas can be toggled by clicking a tiny hidden corner
 * area." The area is the page's bottom-right corner, 16 × 16 px, invisible until focused. Off by
 * default; under prefers-reduced-motion neither the corner nor the animation exists (switching the
 * setting on stops a running animation).
 * Decision: the corner is a real button (aria-pressed, a label), so keyboard users can use it too
 * (WCAG 2.1.1); it is the last stop of the tab order, shows a focus ring when focused, and Tab leaves
 * it like any button — no keyboard trap (WCAG 2.1.2).
 */
export function FluidCorner() {
  const { t } = useTranslation("shell");
  const reducedMotion = usePrefersReducedMotion();
  const [on, setOn] = useState(false);
  if (reducedMotion) return null;
  return (
    <>
      <chakra.button
        type="button"
        aria-label={t("fluid.toggle")}
        aria-pressed={on}
        data-testid="fluid-corner"
        onClick={() => setOn((value) => !value)}
        position="absolute"
        right="0"
        bottom="0"
        width="16px"
        height="16px"
        bg="transparent"
        borderRadius="sm"
        cursor="default"
        _focusVisible={{ outline: "2px solid", outlineColor: "brand.solid", outlineOffset: "-2px", bg: "brand.muted" }}
      />
      {on && (
        <Suspense fallback={null}>
          <FluidCanvas />
        </Suspense>
      )}
    </>
  );
}
