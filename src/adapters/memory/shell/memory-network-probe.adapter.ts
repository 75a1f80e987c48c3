import { injectable } from "inversify";
import type { NetworkProbe } from "../../../ports/shell/network-probe.port";

/** The in-memory backend is always reachable, unless a test cuts it off. */
@injectable()
export class MemoryNetworkProbe implements NetworkProbe {
  online = true;
  /** How many probes were made (tests). */
  probes = 0;

  async probe(_timeoutMs: number): Promise<boolean> {
    this.probes += 1;
    return this.online;
  }
}
