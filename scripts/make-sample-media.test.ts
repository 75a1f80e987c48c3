// @vitest-environment jsdom
/**
 * Checks the committed sample streams in server/media (made by scripts/make-sample-media.sh) against
 * ARCHITECTURE §6: MPEG-DASH, H.264/AAC fMP4, 2-second segments, several renditions, Swedish WebVTT.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// import.meta.url is not a file: URL under the jsdom environment; the folder path is.
const MEDIA_DIR = join(import.meta.dirname, "..", "server", "media");
const STREAM_IDS = ["testbild", "mandelbrot", "fargstaplar"];

interface Cue {
  start: number;
  end: number;
  text: string;
}

/** A strict-enough WebVTT reader: header, then blocks of optional id, timing line, text lines. */
function parseVtt(source: string): Cue[] {
  const blocks = source
    .replace(/\r\n/g, "\n")
    .trim()
    .split(/\n{2,}/);
  const header = blocks.shift() ?? "";
  if (!/^WEBVTT( |\t|$)/.test(header)) throw new Error("missing WEBVTT header");
  const toSeconds = (stamp: string): number => {
    const parts = stamp.split(":").map(Number);
    return parts.reduce((total, part) => total * 60 + part, 0);
  };
  return blocks.map((block) => {
    const lines = block.split("\n");
    const timingIndex = lines.findIndex((line) => line.includes("-->"));
    const timing = lines[timingIndex] ?? "";
    const match = /^((?:\d{2,}:)?\d{2}:\d{2}\.\d{3}) --> ((?:\d{2,}:)?\d{2}:\d{2}\.\d{3})/.exec(timing);
    if (timingIndex > 1 || !match?.[1] || !match[2]) throw new Error(`bad cue timing: ${block}`);
    const text = lines.slice(timingIndex + 1).join("\n");
    if (text.length === 0) throw new Error(`empty cue: ${block}`);
    return { start: toSeconds(match[1]), end: toSeconds(match[2]), text };
  });
}

/** ISO 8601 duration like PT12.0S or PT1M2S → seconds. */
function isoSeconds(duration: string): number {
  const match = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:([\d.]+)S)?$/.exec(duration);
  if (!match) throw new Error(`bad duration ${duration}`);
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

function readManifest(id: string): Document {
  const xml = readFileSync(join(MEDIA_DIR, id, "manifest.mpd"), "utf8");
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return doc;
}

function expandTemplate(template: string, representationId: string, number?: number): string {
  return template
    .replace(/\$RepresentationID\$/g, representationId)
    .replace(/\$Number(?:%0(\d+)d)?\$/g, (_all, width: string | undefined) => String(number ?? 0).padStart(Number(width ?? 0), "0"));
}

describe("the committed sample DASH streams", () => {
  it("ships the three streams in at most 5 MB in all", () => {
    const sizeOf = (dir: string): number =>
      readdirSync(dir).reduce((sum, name) => {
        const path = join(dir, name);
        return sum + (statSync(path).isDirectory() ? sizeOf(path) : statSync(path).size);
      }, 0);
    for (const id of STREAM_IDS) expect(existsSync(join(MEDIA_DIR, id, "manifest.mpd"))).toBe(true);
    expect(sizeOf(MEDIA_DIR)).toBeLessThanOrEqual(5 * 1024 * 1024);
  });

  describe.each(STREAM_IDS)("stream %s", (id) => {
    it("cuts every representation into 2-second segments", () => {
      const templates = [...readManifest(id).getElementsByTagName("SegmentTemplate")];
      expect(templates.length).toBeGreaterThanOrEqual(3);
      for (const template of templates) {
        const seconds = Number(template.getAttribute("duration")) / Number(template.getAttribute("timescale") ?? 1);
        expect(seconds).toBe(2);
      }
    });

    it("offers at least two H.264 video renditions of different sizes and one AAC audio track", () => {
      const representations = [...readManifest(id).getElementsByTagName("Representation")];
      const video = representations.filter((r) => r.getAttribute("mimeType") === "video/mp4");
      const audio = representations.filter((r) => r.getAttribute("mimeType") === "audio/mp4");
      expect(video.length).toBeGreaterThanOrEqual(2);
      for (const r of video) expect(r.getAttribute("codecs")).toMatch(/^avc1\./);
      expect(new Set(video.map((r) => r.getAttribute("width"))).size).toBe(video.length);
      expect(audio.some((r) => /^mp4a\./.test(r.getAttribute("codecs") ?? ""))).toBe(true);
    });

    it("has every file the manifest references on disk", () => {
      const doc = readManifest(id);
      const total = isoSeconds(doc.documentElement.getAttribute("mediaPresentationDuration") ?? "");
      expect(total).toBeGreaterThanOrEqual(10);
      expect(total).toBeLessThanOrEqual(20);
      const referenced: string[] = [];
      for (const representation of doc.getElementsByTagName("Representation")) {
        const repId = representation.getAttribute("id") ?? "";
        const template = representation.getElementsByTagName("SegmentTemplate")[0];
        const baseUrl = representation.getElementsByTagName("BaseURL")[0];
        if (baseUrl?.textContent) referenced.push(baseUrl.textContent.trim());
        if (!template) continue;
        referenced.push(expandTemplate(template.getAttribute("initialization") ?? "", repId));
        const segments = Math.ceil(total / (Number(template.getAttribute("duration")) / Number(template.getAttribute("timescale"))));
        const first = Number(template.getAttribute("startNumber") ?? 1);
        for (let n = first; n < first + segments; n += 1) {
          referenced.push(expandTemplate(template.getAttribute("media") ?? "", repId, n));
        }
      }
      expect(referenced.length).toBeGreaterThan(10);
      const missing = referenced.filter((file) => !existsSync(join(MEDIA_DIR, id, file)));
      expect(missing).toEqual([]);
    });

    it("has Swedish WebVTT subtitles that parse and cover the stream in order", () => {
      const doc = readManifest(id);
      const text = [...doc.getElementsByTagName("AdaptationSet")].find((set) => set.getAttribute("contentType") === "text");
      expect(text?.getAttribute("lang")).toBe("sv");
      const cues = parseVtt(readFileSync(join(MEDIA_DIR, id, "sv.vtt"), "utf8"));
      expect(cues.length).toBeGreaterThanOrEqual(2);
      cues.forEach((cue, index) => {
        expect(cue.end).toBeGreaterThan(cue.start);
        if (index > 0) expect(cue.start).toBeGreaterThanOrEqual(cues[index - 1]?.end ?? 0);
      });
      expect(cues.some((cue) => /[åäö]/i.test(cue.text))).toBe(true);
    });
  });

  it("rejects a WebVTT file without its header (the reader can fail)", () => {
    expect(() => parseVtt("1\n00:00:00.000 --> 00:00:01.000\nHej")).toThrow(/WEBVTT/);
  });
});
