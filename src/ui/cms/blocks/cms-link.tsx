import { Button, Link, VisuallyHidden, type ButtonProps } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { menuLinkAddress } from "../../../domain/links/menu-link";
import { useReseller } from "../../app/use-reseller";

/**
 * Where a link stored in a block or slide goes: a path of the site opens in the app, another site in a
 * new tab (as SPEC §2 has it for menu links), and a URL of any other scheme (javascript:, data:) not
 * at all — the domain's menuLinkAddress decides, the same rule as for menus.
 */
export function useCmsLinkAddress(url: string) {
  const reseller = useReseller();
  return menuLinkAddress({ kind: "URL", url }, reseller);
}

/** A block or slide link as a button: primary links solid in the brand colour, secondary in the accent colour. */
export function CmsLinkButton({
  url,
  children,
  variant,
  ...rest
}: { url: string; children: ReactNode; variant: "primary" | "secondary" } & Omit<ButtonProps, "variant">) {
  const { t } = useTranslation("cms");
  const address = useCmsLinkAddress(url);
  if (address === null) return null;
  const look: ButtonProps = { colorPalette: variant === "primary" ? "brand" : "accent", variant: "solid", size: { base: "md", md: "lg" } };
  return (
    <Button asChild {...look} {...rest}>
      {address.kind === "internal" ? (
        <RouterLink to={address.href}>{children}</RouterLink>
      ) : (
        <a href={address.href} target="_blank" rel="noopener noreferrer">
          {children}
          <VisuallyHidden> {t("links.newTab")}</VisuallyHidden>
        </a>
      )}
    </Button>
  );
}

/** A text link to a CMS address (cards): internal through the router. */
export function CmsTextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link asChild color="inherit" fontWeight="semibold">
      <RouterLink to={href}>{children}</RouterLink>
    </Link>
  );
}
