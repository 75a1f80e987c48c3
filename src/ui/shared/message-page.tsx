import { Container, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { usePageTitle } from "../app/use-page-title";

interface MessagePageProps {
  /** The page's h1, and its document title. */
  title: string;
  /** A sentence under the heading, when the page has one. */
  intro?: string;
  /** The way on: links or buttons under the message. */
  children: ReactNode;
}

/** A centred page that only says something and offers a way on (not found, access denied). */
export function MessagePage({ title, intro, children }: MessagePageProps) {
  usePageTitle(title);
  return (
    <Container maxW="3xl" py="16" textAlign="center">
      <Heading as="h1" size="3xl" mb={intro === undefined ? "8" : "4"}>
        {title}
      </Heading>
      {intro !== undefined && (
        <Text fontSize="lg" mb="8">
          {intro}
        </Text>
      )}
      {children}
    </Container>
  );
}
