import { Container } from "inversify";
import { describe, expect, it } from "vitest";
import { CROSS_TAB_LOCK } from "../../ports/shared/platform.tokens";
import { MemoryCrossTabLock } from "../memory/shared/memory-cross-tab-lock.adapter";
import { memoryPlatformModule } from "../memory/memory-platform.module";
import { browserModule } from "./browser.module";
import { WebLocksCrossTabLock } from "./shared/web-locks.adapter";

describe("the platform modules' cross-tab lock", () => {
  it("is the Web Locks adapter in the browser, one per tab", async () => {
    const container = new Container();
    await container.load(browserModule);
    const lock = container.get(CROSS_TAB_LOCK);
    expect(lock).toBeInstanceOf(WebLocksCrossTabLock);
    expect(container.get(CROSS_TAB_LOCK)).toBe(lock);
  });

  it("is the in-memory lock on the memory platform", async () => {
    const container = new Container();
    await container.load(memoryPlatformModule);
    expect(container.get(CROSS_TAB_LOCK)).toBeInstanceOf(MemoryCrossTabLock);
  });
});
