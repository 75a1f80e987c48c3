import { DEFAULT_LOGIN_LIMITS, type LoginLimits } from "../auth/login-throttle";

/**
 * LOGIN_LIMIT_*: how many attempts each login counter allows in its 15-minute window. The
 * end-to-end server raises them (playwright.config.ts): its parallel journeys log in far more often
 * from one address than a school does. Production may lower them, never raise them above the
 * defaults (OWASP ASVS 5.0 §6.3, issue 2 §4): productionConfigProblems refuses the start.
 */
export const LOGIN_LIMIT_VARIABLES = {
  account: "LOGIN_LIMIT_ACCOUNT",
  address: "LOGIN_LIMIT_ADDRESS",
  passcodeSend: "LOGIN_LIMIT_PASSCODE",
  passcodeSendAddress: "LOGIN_LIMIT_PASSCODE_ADDRESS",
} as const satisfies Record<keyof LoginLimits, string>;

type Counter = keyof typeof LOGIN_LIMIT_VARIABLES;
const COUNTERS = Object.keys(LOGIN_LIMIT_VARIABLES) as Counter[];

/** The limits with each LOGIN_LIMIT_* that is set as its maximum; a value that is no whole number ≥ 1 fails the start. */
export function loginLimitsFromEnv(env: NodeJS.ProcessEnv): Required<LoginLimits> {
  const limits = { ...DEFAULT_LOGIN_LIMITS };
  for (const counter of COUNTERS) {
    const name = LOGIN_LIMIT_VARIABLES[counter];
    const text = env[name]?.trim();
    if (!text) continue;
    const max = Number(text);
    if (!/^\d+$/.test(text) || max < 1) throw new Error(`${name}=${text} is no whole number of attempts (at least 1)`);
    limits[counter] = { ...DEFAULT_LOGIN_LIMITS[counter], max };
  }
  return limits;
}

/** One problem per limit raised above its default: a production start refuses them. */
export function raisedLoginLimits(limits: Required<LoginLimits>): string[] {
  return COUNTERS.filter((counter) => limits[counter].max > DEFAULT_LOGIN_LIMITS[counter].max).map(
    (counter) =>
      `${LOGIN_LIMIT_VARIABLES[counter]}=${limits[counter].max} raises a login limit above ${DEFAULT_LOGIN_LIMITS[counter].max}; ` +
      "that is for test servers, not production",
  );
}
