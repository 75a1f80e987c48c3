import { SourceMap } from "node:module";

/**
 * Which package (or folder of ours) a source of a source map belongs to:
 * "../node_modules/@chakra-ui/react/dist/x.js" → "@chakra-ui/react", "../src/ui/App.tsx" → "src/ui".
 */
export function ownerOfSource(source: string | undefined): string {
  if (source === undefined || source === "") return "(no source)";
  const normalised = source.replace(/\\/g, "/");
  // The last node_modules segment wins: nested copies count as the package they are.
  const pkg = [...normalised.matchAll(/(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/g)].pop();
  if (pkg?.[1] !== undefined) return pkg[1];
  const ours = /(?:^|\/)(src|server)\/([^/]+)\//.exec(normalised);
  if (ours) return `${ours[1]}/${ours[2]}`;
  return normalised.replace(/^(\.\.\/)+/, "");
}

/**
 * Characters of a built chunk per owner, read from its source map: each generated character is
 * charged to the source of the mapping at or before it (Node's own SourceMap, no dependency).
 * Minified output is ASCII almost everywhere, so characters ≈ bytes.
 */
export function compositionOf(code: string, sourceMapJson: string): Map<string, number> {
  const map = new SourceMap(JSON.parse(sourceMapJson));
  const sizes = new Map<string, number>();
  code.split("\n").forEach((line, lineIndex) => {
    let runOwner: string | undefined;
    let runLength = 0;
    for (let column = 0; column < line.length; column++) {
      const entry = map.findEntry(lineIndex, column) as { originalSource?: string };
      const owner = ownerOfSource(entry.originalSource);
      if (owner !== runOwner) {
        if (runOwner !== undefined) sizes.set(runOwner, (sizes.get(runOwner) ?? 0) + runLength);
        runOwner = owner;
        runLength = 0;
      }
      runLength++;
    }
    if (runOwner !== undefined) sizes.set(runOwner, (sizes.get(runOwner) ?? 0) + runLength + 1);
  });
  return sizes;
}
