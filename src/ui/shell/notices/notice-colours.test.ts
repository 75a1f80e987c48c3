import { describe, expect, it } from "vitest";
import { contrastRatio } from "../../theme/contrast";
import { ALERT_COLOURS, ALERT_TEXT, NETWORK_COLOURS, ON_DARK, TOAST_COLOURS } from "./notice-colours";

describe("notice colours (WCAG 2.1 AA)", () => {
  for (const [kind, colours] of Object.entries(ALERT_COLOURS)) {
    it(`${kind} strip: text 4.5:1 on its background, icon and border 3:1`, () => {
      expect(contrastRatio(ALERT_TEXT, colours.background)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colours.icon, colours.background)).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(colours.border, colours.background)).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(colours.border, "#FFFFFF")).toBeGreaterThanOrEqual(3);
    });
  }

  it("gives each alert kind its own colour (SPEC §3)", () => {
    expect(new Set(Object.values(ALERT_COLOURS).map((c) => c.border)).size).toBe(5);
  });

  it("keeps white text 4.5:1 on toasts and network strips", () => {
    for (const background of [...Object.values(TOAST_COLOURS), ...Object.values(NETWORK_COLOURS)]) {
      expect(contrastRatio(ON_DARK, background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
