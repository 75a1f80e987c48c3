import { Box, Flex, IconButton, Text } from "@chakra-ui/react";
import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useMemo, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  CAROUSEL_TRANSITION_MS,
  SLIDESHOW_AUTOPLAY_DELAY_MS,
  type CompleteSlide,
  type SlideshowHeight,
} from "../../../domain/cms/slideshow";
import { CAROUSEL_EMBLA_DURATION } from "./carousel-motion";
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "./icons";
import { SlideView } from "./slide-view";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion";

interface SlideshowProps {
  readonly slides: readonly CompleteSlide[];
  readonly height: SlideshowHeight;
  readonly priority: boolean;
}

/** Embla needs both observers and media queries; without them (old browsers, jsdom) the slides move by a CSS transform. */
const CAN_CAROUSEL =
  typeof window !== "undefined" &&
  "IntersectionObserver" in window &&
  "ResizeObserver" in window &&
  typeof window.matchMedia === "function";

/**
 * A slideshow (SPEC §3, §9) on Embla: a 600 ms move between slides, previous and next buttons, the
 * arrow keys, and a pause/play control (WCAG 2.2.2). It plays by itself only when the reader has not
 * asked for reduced motion, and stops while the pointer is over it or focus is in it. Only the shown
 * slide can be reached by keyboard or screen reader; its position is announced ("Bild 2 av 3") while
 * it does not play by itself (WAI-ARIA APG carousel pattern).
 */
export function Slideshow({ slides, height, priority }: SlideshowProps) {
  const { t } = useTranslation("cms");
  const reducedMotion = usePrefersReducedMotion();
  const count = slides.length;
  const several = count > 1;
  const autoplay = useMemo(
    () =>
      Autoplay({
        delay: SLIDESHOW_AUTOPLAY_DELAY_MS,
        playOnInit: false,
        stopOnInteraction: true,
        stopOnMouseEnter: false,
        stopOnFocusIn: false,
      }),
    [],
  );
  const [viewportRef, api] = useEmblaCarousel({ loop: true, duration: reducedMotion ? 0 : CAROUSEL_EMBLA_DURATION }, [autoplay]);
  const [selected, setSelected] = useState(0);
  const [wantsToPlay, setWantsToPlay] = useState(!reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = several && wantsToPlay && !hovered && !focused;

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    // Dragging a slide is taking over: the slideshow stops playing by itself (autoplay stopOnInteraction).
    const onDrag = () => setWantsToPlay(false);
    api.on("select", onSelect).on("pointerDown", onDrag);
    return () => {
      api.off("select", onSelect).off("pointerDown", onDrag);
    };
  }, [api]);

  useEffect(() => {
    const plugin = api?.plugins().autoplay;
    if (!plugin) return;
    if (playing) plugin.play();
    else plugin.stop();
  }, [api, playing]);

  const go = useCallback(
    (step: 1 | -1) => {
      if (api) return step === 1 ? api.scrollNext() : api.scrollPrev();
      setSelected((current) => (current + step + count) % count);
    },
    [api, count],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    go(event.key === "ArrowRight" ? 1 : -1);
  };

  const position = (index: number) => t("slideshow.position", { current: index + 1, count });

  return (
    <Box
      as="section"
      aria-roledescription={t("slideshow.roleDescription")}
      aria-label={t("slideshow.label")}
      onKeyDown={several ? onKeyDown : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {/* Embla only where it can run and there is somewhere to move to: without the ref it never starts. */}
      <Box ref={CAN_CAROUSEL && several ? viewportRef : undefined} overflow="hidden">
        <Flex
          css={{ touchAction: "pan-y pinch-zoom" }}
          // Without Embla the slides move by this transform, as fast as Embla would (SPEC §9).
          style={
            api
              ? undefined
              : {
                  transform: `translate3d(-${selected * 100}%, 0, 0)`,
                  transition: reducedMotion ? "none" : `transform ${CAROUSEL_TRANSITION_MS}ms ease`,
                }
          }
        >
          {slides.map((slide, index) => (
            <div
              key={`${slide.title}-${index}`}
              role="group"
              aria-roledescription={t("slideshow.slideRoleDescription")}
              aria-label={position(index)}
              // Slides out of view are out of reach too: their links take no tab stop (WCAG 2.4.3).
              inert={index !== selected}
              style={{ flex: "0 0 100%", minWidth: 0, display: "flex" }}
            >
              <SlideView slide={slide} height={height} priority={priority && index === 0} />
            </div>
          ))}
        </Flex>
      </Box>
      {several && (
        <Flex align="center" justify="center" gap="2" py="3">
          <IconButton aria-label={t("slideshow.previous")} variant="ghost" colorPalette="gray" onClick={() => go(-1)}>
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            aria-label={wantsToPlay ? t("slideshow.pause") : t("slideshow.play")}
            variant="ghost"
            colorPalette="gray"
            onClick={() => setWantsToPlay((wants) => !wants)}
          >
            {wantsToPlay ? <PauseIcon /> : <PlayIcon />}
          </IconButton>
          <Text
            as="span"
            minW="7.5rem"
            textAlign="center"
            fontVariantNumeric="tabular-nums"
            aria-live={playing ? "off" : "polite"}
            aria-atomic="true"
          >
            {position(selected)}
          </Text>
          <IconButton aria-label={t("slideshow.next")} variant="ghost" colorPalette="gray" onClick={() => go(1)}>
            <ChevronRightIcon />
          </IconButton>
        </Flex>
      )}
    </Box>
  );
}
