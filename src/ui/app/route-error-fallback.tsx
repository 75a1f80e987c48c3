import { Box, Container } from "@chakra-ui/react";
import { useEffect } from "react";
import { isRouteErrorResponse, useLocation, useRouteError } from "react-router-dom";
import { playPath } from "../../domain/routing/app-routes";
import { ErrorFallbackCard } from "../shell/error-fallback-card";
import { MAIN_CONTENT_ID } from "../shell/skip-link";
import { useStores } from "./stores-context";
import { useReseller } from "./use-reseller";

/** What the disclosure shows: the stack when there is one (it starts with the message), else the message. */
function technicalDetails(error: unknown): string | null {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (typeof error === "string" && error !== "") return error;
  return null;
}

/**
 * The router's error boundary (react-router `errorElement`): a page whose code could not be fetched
 * (a dropped connection on a weak school network, or an old tab after a release removed its chunk)
 * or that failed to render. Shows SPEC §8's fallback card and reports the error once
 * (POST /v1/track/page/error, through ReportPageErrorUseCase); the cause also goes to the console.
 * Inside the shell by default; `standalone` when the shell itself failed (then it is the <main>).
 */
export function RouteErrorFallback({ standalone = false }: { readonly standalone?: boolean }) {
  const error = useRouteError();
  const { pageErrors } = useStores();
  const { pathname, search } = useLocation();
  const reseller = useReseller();
  const path = `${pathname}${search}`;

  useEffect(() => {
    console.error("Skolmedia: the page could not be shown", error);
    void pageErrors.execute({ path, error, statusCode: isRouteErrorResponse(error) ? error.status : null });
  }, [error, pageErrors, path]);

  const card = (
    <ErrorFallbackCard startPath={playPath(reseller)} details={technicalDetails(error)} onReload={() => window.location.reload()} />
  );
  const body = (
    <Container maxW="3xl" py={{ base: "8", md: "16" }}>
      {card}
    </Container>
  );
  return standalone ? (
    <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} outline="none" minH="100vh" bg="bg.subtle">
      {body}
    </Box>
  ) : (
    body
  );
}
