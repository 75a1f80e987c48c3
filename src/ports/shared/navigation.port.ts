/** Moving the user to another page of the app, outside React (session policy, logout). */
export interface Navigation {
  /** The current path with its query, e.g. "/member/play?x=1". */
  currentLocation(): string;
  go(path: string, options?: { readonly replace?: boolean }): void;
}
