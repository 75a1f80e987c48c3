import { useEffect } from "react";

/** WCAG 2.4.2: every page has a title that says what it is ("Logga in – Skolmedia"). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} – Skolmedia`;
  }, [title]);
}
