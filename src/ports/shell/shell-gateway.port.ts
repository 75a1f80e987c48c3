import type { ContractSchema } from "../../contract/schemas";
import type { Result } from "../shared/result.port";

/** SPEC §3 Menu data: links, logotype, accountDropdown (null without a token), appShortcuts, displayCart. */
export type MenuData = ContractSchema<"MenuData">;
/** SPEC §3 menu link: id, title, kind, app, pageSlug, url, children. */
export type MenuLink = ContractSchema<"MenuLink">;
/** SPEC §3 logotype: default image, transparent image, target link. */
export type Logotype = ContractSchema<"Logotype">;
/** SPEC §3 accountDropdown: user (name, school), typed links, pending-student count. */
export type AccountDropdown = ContractSchema<"AccountDropdown">;
/** SPEC §3 account link: type (SETTINGS, LOGOUT, PROFILES, STUDENT_ADMIN, ADMIN, divider), title, href. */
export type AccountLink = ContractSchema<"AccountLink">;
/** SPEC §3 appShortcuts: title and url. */
export type AppShortcut = ContractSchema<"AppShortcut">;
/** SPEC §3 Footer data: PAGE_LINK links and a logotype. */
export type Footer = ContractSchema<"Footer">;
/** SPEC §3 Reseller config, with the contract's brand, context type and showLoginButtons. */
export type ResellerConfig = ContractSchema<"ResellerConfig">;
/** SPEC §7 the single-sign-on options of a reseller. */
export type SsoConfig = ContractSchema<"SsoConfig">;

/**
 * The shell's per-reseller data (SPEC §7: "The menu, alert strip, footer and SSO configuration are
 * fetched per reseller (default member)"). Any reseller value falls back to member (SPEC §1).
 */
export interface ShellGateway {
  /** The menu; sent with the bearer token when signed in, so the account dropdown comes with it (SPEC §6). */
  menu(reseller: string): Promise<Result<MenuData>>;
  footer(reseller: string): Promise<Result<Footer>>;
  resellerConfig(reseller: string): Promise<Result<ResellerConfig>>;
  ssoConfig(reseller: string): Promise<Result<SsoConfig>>;
}
