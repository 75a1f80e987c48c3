import { Box, Container, Flex, IconButton, Link, Text, VisuallyHidden } from "@chakra-ui/react";
import { observer } from "mobx-react-lite";
import { useEffect, useId, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { menuLinkAddress } from "../../../domain/links/menu-link";
import type { AlertStrip } from "../../../ports/shell/alert-strip-gateway.port";
import { useStores } from "../../app/stores-context";
import { useReseller } from "../../app/use-reseller";
import { MAIN_CONTENT_ID } from "../skip-link";
import { ALERT_COLOURS, ALERT_TEXT } from "./notice-colours";
import { NoticeIcon } from "./notice-icons";

const CLOSE_BUTTON = "data-alert-close";

/**
 * SPEC §2 (top menu), §3, §4, §9: the reseller's alert strips under the header, each with its
 * kind's icon and colour and a 5 px coloured left border, the message, an optional link and a
 * 'Stäng rutan' button (SPEC §8). A DANGER strip is announced at once (role alert); the others
 * politely (role status).
 */
export const AlertStrips = observer(function AlertStrips() {
  const { alerts } = useStores();
  const { t } = useTranslation("shell");
  const reseller = useReseller();
  const { pathname } = useLocation();

  useEffect(() => {
    void alerts.showFor(pathname, reseller);
  }, [alerts, pathname, reseller]);

  const strips = alerts.visible;
  if (strips.length === 0) return null;

  /** Keyboard users keep their place: focus goes to the next strip's close button, else to the page. */
  const dismiss = (strip: AlertStrip, event: MouseEvent<HTMLButtonElement>) => {
    const buttons = [...(event.currentTarget.closest("section")?.querySelectorAll<HTMLElement>(`[${CLOSE_BUTTON}]`) ?? [])];
    const at = buttons.indexOf(event.currentTarget);
    const next = buttons[at + 1] ?? buttons[at - 1];
    alerts.dismiss(strip.id);
    (next ?? document.getElementById(MAIN_CONTENT_ID))?.focus();
  };

  return (
    // The header's container width, so the strips line up with the menu.
    <Container as="section" aria-label={t("notices.alerts.region")} maxW="6xl" py="2" display="grid" gap="2">
      {strips.map((strip) => (
        <AlertStripItem key={strip.id} strip={strip} reseller={reseller} onDismiss={(event) => dismiss(strip, event)} />
      ))}
    </Container>
  );
});

interface AlertStripItemProps {
  readonly strip: AlertStrip;
  readonly reseller: string;
  readonly onDismiss: (event: MouseEvent<HTMLButtonElement>) => void;
}

function AlertStripItem({ strip, reseller, onDismiss }: AlertStripItemProps) {
  const { t } = useTranslation("shell");
  const messageId = useId();
  const colours = ALERT_COLOURS[strip.kind];
  // The same rule as menu links: a site path stays in the app, a safe external url opens in a new tab.
  const link = strip.url ? menuLinkAddress({ kind: "URL", url: strip.url }, reseller) : null;
  return (
    <Flex
      role={strip.kind === "DANGER" ? "alert" : "status"}
      data-kind={strip.kind}
      align="flex-start"
      gap="3"
      bg={colours.background}
      color={ALERT_TEXT}
      borderLeftWidth="5px"
      borderLeftStyle="solid"
      borderLeftColor={colours.border}
      borderRadius="md"
      py="1"
      pl="3"
      pr="1"
    >
      {/* Icon and text sit on the middle of the close button's 36 px line. */}
      <Box color={colours.icon} pt="2">
        <NoticeIcon name={strip.kind} />
      </Box>
      <Text id={messageId} flex="1" py="2" textStyle="sm">
        <VisuallyHidden>{t(`notices.alerts.kind.${strip.kind}`)}: </VisuallyHidden>
        {strip.message}
        {link && (
          <>
            {" "}
            <Link asChild color={ALERT_TEXT} fontWeight="semibold" textDecoration="underline" whiteSpace="nowrap">
              {link.kind === "internal" ? (
                <RouterLink to={link.href}>{t("notices.alerts.readMore")}</RouterLink>
              ) : (
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {t("notices.alerts.readMore")}
                  <VisuallyHidden> ({t("notices.alerts.newTab")})</VisuallyHidden>
                </a>
              )}
            </Link>
          </>
        )}
      </Text>
      <IconButton
        {...{ [CLOSE_BUTTON]: "" }}
        aria-label={t("notices.alerts.close")}
        aria-describedby={messageId}
        variant="ghost"
        size="sm"
        color={ALERT_TEXT}
        _hover={{ bg: "blackAlpha.100" }}
        onClick={onDismiss}
      >
        <NoticeIcon name="close" size={18} />
      </IconButton>
    </Flex>
  );
}
