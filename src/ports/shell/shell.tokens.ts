import type { Token } from "../auth/auth.tokens";
import type { ShellGateway } from "./shell-gateway.port";

// ARCHITECTURE §4.3: the shell's data port (menu, footer, reseller and SSO config) bound by a Symbol token.
export const SHELL_GATEWAY = Symbol.for("skolmedia.ShellGateway") as Token<ShellGateway>;
