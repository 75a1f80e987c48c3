import type { DemoImageMotif, DemoImageScene } from "../../src/fixtures/demo-images";

/** The size every demo scene is drawn at (16:9, the largest IMAGE_WIDTHS width). */
export const SCENE_WIDTH = 1440;
export const SCENE_HEIGHT = 810;

type Palette = DemoImageScene["palette"];

/** A small seeded generator, so a scene's stars and spines are the same on every machine and start. */
function seeded(key: string): () => number {
  let state = [...key].reduce((hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0, 2_166_136_261);
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
}

/**
 * One demo picture as SVG (issue 8 "Data": real small images): a soft gradient sky and the scene's
 * motif in its palette — abstract and illustrative, without text, so it suits any language.
 */
export function sceneSvg(scene: DemoImageScene): string {
  const [top, bottom] = scene.palette;
  const body = MOTIFS[scene.motif](scene.palette, seeded(scene.key));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}">
<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
  <radialGradient id="glow" cx="0.75" cy="0.25" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
</defs>
<rect width="100%" height="100%" fill="url(#sky)"/>
<rect width="100%" height="100%" fill="url(#glow)"/>
${body}
</svg>`;
}

const hill = (y: number, amplitude: number, color: string, opacity = 1) =>
  `<path d="M0 ${y} C 360 ${y - amplitude}, 720 ${y + amplitude}, 1080 ${y - amplitude / 2} S 1440 ${y}, 1440 ${y} L1440 810 L0 810 Z" fill="${color}" fill-opacity="${opacity}"/>`;

const wave = (y: number, amplitude: number, color: string, opacity: number) =>
  `<path d="M0 ${y} Q 180 ${y - amplitude} 360 ${y} T 720 ${y} T 1080 ${y} T 1440 ${y} L1440 810 L0 810 Z" fill="${color}" fill-opacity="${opacity}"/>`;

const MOTIFS: Record<DemoImageMotif, (palette: Palette, random: () => number) => string> = {
  screen: ([, , a, b]) =>
    `<rect x="370" y="120" width="700" height="400" rx="28" fill="#0d1b2a" stroke="${b}" stroke-width="12"/>
<polygon points="670,250 670,390 790,320" fill="${a}"/>
${[0, 1, 2, 3, 4, 5, 6].map((i) => `<circle cx="${180 + i * 180}" cy="700" r="70" fill="${i % 2 ? a : b}" fill-opacity="0.9"/>`).join("")}
<rect x="0" y="740" width="1440" height="70" fill="#0d1b2a" fill-opacity="0.35"/>`,
  hills: ([, , a, b]) =>
    `<circle cx="1080" cy="220" r="110" fill="#ffd166"/>${hill(520, 120, a, 0.7)}${hill(620, 90, b, 0.85)}${hill(720, 60, a)}`,
  stars: ([, , a, b], random) =>
    `${Array.from({ length: 90 }, () => `<circle cx="${(random() * 1440).toFixed(0)}" cy="${(random() * 810).toFixed(0)}" r="${(1 + random() * 3).toFixed(1)}" fill="#ffffff" fill-opacity="${(0.4 + random() * 0.6).toFixed(2)}"/>`).join("")}
<circle cx="420" cy="430" r="150" fill="${a}"/><ellipse cx="420" cy="430" rx="260" ry="46" fill="none" stroke="${b}" stroke-width="14" transform="rotate(-18 420 430)"/>
<circle cx="1100" cy="220" r="60" fill="${b}"/><circle cx="1230" cy="600" r="30" fill="${a}" fill-opacity="0.8"/>`,
  books: ([, , a, b], random) =>
    `<rect x="860" y="90" width="420" height="380" rx="16" fill="#ffffff" fill-opacity="0.55"/><line x1="1070" y1="90" x2="1070" y2="470" stroke="${b}" stroke-width="8"/><line x1="860" y1="280" x2="1280" y2="280" stroke="${b}" stroke-width="8"/>
${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${240 + random() * 60}" y="${660 - i * 70}" width="${440 - i * 24}" height="62" rx="8" fill="${i % 2 ? a : b}"/>`).join("")}
<rect x="0" y="725" width="1440" height="85" fill="${b}" fill-opacity="0.25"/>`,
  // A crescent: the moon with a smaller disc masked out of it.
  moon: ([, , a, b], random) =>
    `<mask id="crescent"><circle cx="1050" cy="210" r="120" fill="#fff"/><circle cx="1000" cy="180" r="110" fill="#000"/></mask>
<circle cx="1050" cy="210" r="120" fill="${a}" mask="url(#crescent)"/>
${Array.from({ length: 40 }, () => `<circle cx="${(random() * 1440).toFixed(0)}" cy="${(random() * 400).toFixed(0)}" r="${(1 + random() * 2).toFixed(1)}" fill="${a}"/>`).join("")}
${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<polygon points="${80 + i * 180},810 ${160 + i * 180},${440 + (i % 3) * 60} ${240 + i * 180},810" fill="${b}" fill-opacity="${0.5 + (i % 2) * 0.3}"/>`).join("")}`,
  shelves: ([, , a, b], random) =>
    [0, 1, 2]
      .map((row) => {
        const y = 140 + row * 230;
        let x = 120;
        const spines: string[] = [];
        while (x < 1300) {
          const width = 30 + random() * 40;
          const height = 130 + random() * 60;
          spines.push(
            `<rect x="${x.toFixed(0)}" y="${(y + 190 - height).toFixed(0)}" width="${width.toFixed(0)}" height="${height.toFixed(0)}" rx="4" fill="${random() > 0.5 ? a : b}" fill-opacity="${(0.7 + random() * 0.3).toFixed(2)}"/>`,
          );
          x += width + 6;
        }
        return `${spines.join("")}<rect x="90" y="${y + 190}" width="1260" height="18" fill="${b}"/>`;
      })
      .join(""),
  parcel: ([, , a, b]) =>
    `<path d="M120 700 C 400 600, 700 760, 1000 640" fill="none" stroke="${b}" stroke-width="10" stroke-dasharray="4 26" stroke-linecap="round"/>
<rect x="880" y="300" width="380" height="320" rx="14" fill="${a}"/><rect x="1050" y="300" width="40" height="320" fill="${b}" fill-opacity="0.6"/><rect x="880" y="420" width="380" height="36" fill="${b}" fill-opacity="0.35"/>
<circle cx="230" cy="250" r="80" fill="${a}" fill-opacity="0.5"/>`,
  circles: ([, , a, b]) =>
    [
      [420, 400, 260, a],
      [720, 360, 220, b],
      [1020, 430, 250, a],
      [600, 560, 160, b],
      [880, 230, 130, "#ffffff"],
    ]
      .map(([cx, cy, r, color]) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}" fill-opacity="0.55"/>`)
      .join(""),
  path: ([, , a, b]) =>
    `${hill(560, 100, b, 0.6)}${hill(660, 70, b, 0.9)}
<path d="M720 810 C 560 720, 900 660, 760 580 S 700 470, 820 420" fill="none" stroke="${a}" stroke-width="46" stroke-linecap="round"/>
<circle cx="300" cy="200" r="90" fill="#ffffff" fill-opacity="0.8"/>`,
  desk: ([, , a, b]) =>
    `<rect x="0" y="560" width="1440" height="250" fill="${a}"/>
<rect x="300" y="360" width="360" height="250" rx="10" fill="#ffffff" transform="rotate(-6 480 485)"/>
${[0, 1, 2, 3, 4].map((i) => `<line x1="340" y1="${410 + i * 40}" x2="600" y2="${400 + i * 40}" stroke="${b}" stroke-width="6" stroke-linecap="round" transform="rotate(-6 480 485)"/>`).join("")}
<rect x="820" y="330" width="380" height="270" rx="24" fill="#1b262c"/><rect x="845" y="355" width="330" height="220" rx="10" fill="${b}"/>
<circle cx="1240" cy="200" r="70" fill="${b}" fill-opacity="0.6"/>`,
  waves: ([, , a, b]) => `${wave(420, 80, b, 0.35)}${wave(520, 70, a, 0.55)}${wave(620, 60, b, 0.7)}${wave(720, 50, a, 0.9)}`,
};
