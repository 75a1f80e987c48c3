/**
 * Values only the provider can know (real tokens, the e-mailed passcode, database ids). A state
 * handler records them for the interaction about to be replayed; the request filter swaps them
 * into the request in place of the consumer's examples.
 */
export interface ProviderValues {
  /** Replaces the bearer token of the Authorization header and the `token` of /api-token-verify. */
  accessToken?: string;
  /** Replaces the refresh token cookie of refresh and logout (and `refreshToken` in a body that has one). */
  refreshToken?: string;
  /** Replaces `code` in a passcode login body. */
  passcode?: string;
  /** Replaces the {id} of /v1/me/change-profile/{id}. */
  profileId?: number;
}

/** The values of the interaction being verified; cleared before each one. */
export class CurrentProviderValues {
  private values: ProviderValues = {};

  get(): Readonly<ProviderValues> {
    return this.values;
  }

  set(values: ProviderValues): void {
    this.values = { ...this.values, ...values };
  }

  clear(): void {
    this.values = {};
  }
}
