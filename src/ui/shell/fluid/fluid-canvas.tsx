import { Box } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { FluidSimulation } from "./fluid-simulation";

const GRID = 64;
// About 30 frames a second is smooth enough for a background and spares a school laptop's CPU.
const FRAME_MS = 1000 / 30;
// The dye never covers text: at most this opaque, behind the page's content.
const MAX_ALPHA = 0.35;

/**
 * The decorative fluid animation of SPEC §1, loaded only when the hidden corner switches it on
 * (fluid-corner.tsx decides whether it may run at all). A fixed canvas behind the page, hidden from
 * assistive technology, not clickable; it stops drawing while the tab is hidden and starts again
 * when it is shown. A wandering source stirs the fluid; pointer movement stirs it too.
 */
export default function FluidCanvas() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext("2d");
    if (!canvas || !context) return;
    const fluid = new FluidSimulation(GRID);
    const grid = document.createElement("canvas");
    grid.width = GRID;
    grid.height = GRID;
    const gridContext = grid.getContext("2d");
    const image = gridContext?.createImageData(GRID, GRID);
    if (!gridContext || !image) return;

    let frame = 0;
    let last = 0;
    let elapsed = 0;
    let pointer: { x: number; y: number } | null = null;

    const resize = () => {
      canvas.width = Math.max(1, Math.round(window.innerWidth / 4));
      canvas.height = Math.max(1, Math.round(window.innerHeight / 4));
    };

    const draw = () => {
      for (let j = 0; j < GRID; j++) {
        for (let i = 0; i < GRID; i++) {
          const dye = Math.min(1, fluid.dyeAt(i + 1, j + 1) / 10);
          const p = 4 * (i + GRID * j);
          // From the brands' blue into teal as the dye thickens.
          image.data[p] = 40 - 20 * dye;
          image.data[p + 1] = 110 + 80 * dye;
          image.data[p + 2] = 200 - 30 * dye;
          image.data[p + 3] = 255 * MAX_ALPHA * dye;
        }
      }
      gridContext.putImageData(image, 0, 0);
      context.clearRect(0, 0, canvas.width, canvas.height);
      context.imageSmoothingEnabled = true;
      context.drawImage(grid, 0, 0, canvas.width, canvas.height);
    };

    const tick = (now: number) => {
      frame = requestAnimationFrame(tick);
      if (now - last < FRAME_MS) return;
      const dt = Math.min(0.05, (now - (last || now)) / 1000) || FRAME_MS / 1000;
      last = now;
      elapsed += dt;
      // A Lissajous path: the source wanders the whole screen without repeating soon.
      const x = 0.5 + 0.35 * Math.sin(elapsed * 0.7);
      const y = 0.5 + 0.35 * Math.sin(elapsed * 0.45 + 1);
      fluid.addDye(x, y, 900);
      fluid.addVelocity(x, y, 60 * Math.cos(elapsed * 0.7), 40 * Math.cos(elapsed * 0.45 + 1));
      if (pointer) {
        fluid.addVelocity(pointer.x, pointer.y, 0, -30);
        fluid.addDye(pointer.x, pointer.y, 200);
        pointer = null;
      }
      fluid.step(dt);
      draw();
    };

    const start = () => {
      if (frame === 0 && document.visibilityState !== "hidden") {
        last = 0;
        frame = requestAnimationFrame(tick);
      }
    };
    const stop = () => {
      cancelAnimationFrame(frame);
      frame = 0;
    };
    const onVisibility = () => (document.visibilityState === "hidden" ? stop() : start());
    const onPointer = (event: PointerEvent) => {
      pointer = { x: event.clientX / window.innerWidth, y: event.clientY / window.innerHeight };
    };

    resize();
    start();
    window.addEventListener("resize", resize);
    window.addEventListener("pointermove", onPointer, { passive: true });
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stop();
      window.removeEventListener("resize", resize);
      window.removeEventListener("pointermove", onPointer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, []);

  return (
    <Box
      as="canvas"
      ref={canvasRef}
      aria-hidden="true"
      data-testid="fluid-canvas"
      position="fixed"
      inset="0"
      width="100vw"
      height="100vh"
      zIndex="-1"
      pointerEvents="none"
    />
  );
}
