import { injectable } from "inversify";
import type { Navigation } from "../../../ports/shared/navigation.port";

/** Navigation that only records where the app was sent (tests and non-browser runs). */
@injectable()
export class MemoryNavigation implements Navigation {
  readonly visited: string[] = [];
  private location = "/";

  constructor(start = "/") {
    this.location = start;
  }

  currentLocation(): string {
    return this.location;
  }

  go(path: string): void {
    this.location = path;
    this.visited.push(path);
  }
}
