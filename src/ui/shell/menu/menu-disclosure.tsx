import { Box, chakra } from "@chakra-ui/react";
import { useEffect, useId, useRef, useState, type FocusEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router-dom";
import { BAR_ITEM_STYLE } from "./menu-anchor";
import { ChevronIcon } from "./menu-icons";

export interface MenuDisclosureProps {
  /** The visible title of the trigger ('Visa fler', or the dropdown's title from the menu data). */
  readonly label: string;
  /** Which edge of the trigger the panel lines up with: the last item's panel opens leftwards. */
  readonly align: "start" | "end";
  /** The panel's list items; `close` shuts the panel (a followed link). */
  readonly children: (close: () => void) => ReactNode;
}

/**
 * A dropdown of the top menu (SPEC §2 dropdown, 'Visa fler'). The disclosure pattern of the WAI-ARIA
 * Authoring Practices' site navigation example (a button with aria-expanded and a list of links), not
 * role=menu, which is for application menus: links keep their role and the Tab order. It closes on a
 * click outside (SPEC §4 "dropdowns close on outside click"), on Escape (focus back on the trigger),
 * when focus leaves it, and on route change. SPEC §8: the trigger is named 'Öppna meny', after the
 * visible title (WCAG 2.5.3, as the account menu's trigger).
 */
export function MenuDisclosure({ label, align, children }: MenuDisclosureProps) {
  const { t } = useTranslation("shell");
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname, search } = useLocation();

  useEffect(() => setOpen(false), [pathname, search]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const focusInside = root.current?.contains(document.activeElement) ?? false;
      setOpen(false);
      if (focusInside) trigger.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  // Tabbing out of the panel closes it; a click on the panel's own padding (no new focus) does not.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next !== null && !root.current?.contains(next)) setOpen(false);
  };

  return (
    <Box ref={root} position="relative" onBlur={onBlur}>
      <chakra.button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${label}: ${t("header.openMenu")}`}
        onClick={() => setOpen((was) => !was)}
        css={{ ...BAR_ITEM_STYLE, color: "gray.800", cursor: "pointer", _hover: { bg: "brand.subtle" } }}
      >
        {label}
        <ChevronIcon open={open} />
      </chakra.button>
      <Box
        id={panelId}
        hidden={!open}
        position="absolute"
        top="100%"
        {...(align === "end" ? { right: "0" } : { left: "0" })}
        zIndex="dropdown"
        mt="1"
        minW="14rem"
        maxH="70vh"
        overflowY="auto"
        bg="white"
        borderWidth="1px"
        borderColor="gray.200"
        borderRadius="md"
        boxShadow="md"
        p="1"
      >
        <chakra.ul listStyleType="none" m="0" p="0">
          {children(() => setOpen(false))}
        </chakra.ul>
      </Box>
    </Box>
  );
}
