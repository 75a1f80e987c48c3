import { Badge, Box, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import { ResponsiveImage } from "./responsive-image";

export interface CardData {
  readonly key: string;
  readonly href: string;
  readonly title: string;
  readonly imageUrl: string | null;
  /** "8 titlar", "2 säsonger · 8 avsnitt". */
  readonly detail: string;
  readonly badge?: string;
}

const CARD_SIZES = "(min-width: 1152px) 280px, (min-width: 768px) 33vw, (min-width: 480px) 50vw, 100vw";

/** A block's title over a grid of cards (collections, series): each card one link, its picture decorative. */
export function CardGrid({
  title,
  headingId,
  cards,
  empty,
}: {
  title: string;
  headingId: string;
  cards: readonly CardData[];
  empty?: ReactNode;
}) {
  return (
    <>
      <Heading as="h2" id={headingId} size={{ base: "xl", md: "2xl" }} mb="5">
        {title}
      </Heading>
      {cards.length === 0 ? (
        empty
      ) : (
        <SimpleGrid as="ul" columns={{ base: 1, sm: 2, md: 3, lg: 4 }} gap="5" listStyleType="none" m="0" p="0">
          {cards.map((card) => (
            <Box
              as="li"
              key={card.key}
              position="relative"
              borderWidth="1px"
              borderColor="gray.200"
              borderRadius="lg"
              overflow="hidden"
              bg="white"
              color="gray.900"
              textAlign="start"
              _hover={{ boxShadow: "md" }}
              // The whole card is the link's target area; the link itself is the title (one tab stop).
              css={{
                "& .cms-card-link::after": { content: '""', position: "absolute", inset: "0" },
                "&:focus-within": { boxShadow: "0 0 0 3px var(--chakra-colors-brand-solid)" },
              }}
            >
              {/* A card without a picture is a text card: no empty box stands in for it. */}
              {card.imageUrl && <ResponsiveImage src={card.imageUrl} alt={null} sizes={CARD_SIZES} aspectRatio={16 / 9} />}
              <Box p="4">
                {card.badge && (
                  <Badge colorPalette="gray" variant="subtle" mb="2">
                    {card.badge}
                  </Badge>
                )}
                <Heading as="h3" size="md" lineHeight="1.3">
                  <RouterLink to={card.href} style={{ textDecoration: "none" }} className="cms-card-link">
                    {card.title}
                  </RouterLink>
                </Heading>
                <Text fontSize="sm" color="gray.700" mt="1">
                  {card.detail}
                </Text>
              </Box>
            </Box>
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
