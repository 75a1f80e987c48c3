import { CAROUSEL_TRANSITION_MS } from "../../../domain/cms/slideshow";

// SPEC §9: "carousel 600 ms". Embla's `duration` is not in milliseconds (its docs: "Duration is not in
// milliseconds"): each 60 Hz frame its scroll body adds displacement / duration to the velocity and
// multiplies it by a friction of 0.68 (embla-carousel ScrollBody.seek, v8.6). The step does not depend
// on the distance, so a duration value moves any distance in the same time; this finds the value whose
// move has visibly ended — within 1 % of the distance — at the SPEC's 600 ms.

const FRAME_MS = 1000 / 60;
const FRICTION = 0.68;
const DONE = 0.01;

/** How long embla takes, with this duration value, to bring a move within 1 % of its end. */
export function emblaMoveMs(duration: number): number {
  const distance = 1;
  let location = 0;
  let velocity = 0;
  for (let frame = 1; frame < 10_000; frame += 1) {
    velocity = (velocity + (distance - location) / duration) * FRICTION;
    location += velocity;
    if (Math.abs(distance - location) <= DONE * distance && Math.abs(velocity) <= DONE * distance) return frame * FRAME_MS;
  }
  return Number.POSITIVE_INFINITY;
}

/** The embla duration value whose moves take `ms` (the first whose move takes at least that long). */
export function emblaDurationFor(ms: number): number {
  for (let duration = 1; duration <= 100; duration += 1) if (emblaMoveMs(duration) >= ms) return duration;
  return 100;
}

/** The SPEC §9 carousel transition, as embla's duration option. */
export const CAROUSEL_EMBLA_DURATION = emblaDurationFor(CAROUSEL_TRANSITION_MS);
