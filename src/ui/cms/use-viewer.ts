import { useStores } from "../app/stores-context";
import { viewerOf } from "../app/viewer";

/** Who reads the page (viewerOf) for the running app's session, or null while it is being restored. Call inside an observer. */
export function useViewer(): string | null {
  return viewerOf(useStores().session);
}
