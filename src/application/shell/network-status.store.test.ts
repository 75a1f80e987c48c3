import { describe, expect, it } from "vitest";
import { NETWORK_POLL_INTERVAL_MS, NETWORK_POLL_TIMEOUT_MS } from "../../domain/notices/network-status";
import { ManualClock } from "../auth/auth-test-doubles";
import { NetworkStatusStore, RECONNECTED_STRIP_MS } from "./network-status.store";
import { FakeNetworkProbe } from "./notices-test-doubles";

function setup() {
  const clock = new ManualClock();
  const probe = new FakeNetworkProbe();
  const network = new NetworkStatusStore(probe, clock);
  /** Lets the polling clock run, then the probe's answer settle. */
  const pass = async (ms: number) => {
    clock.advance(ms);
    await Promise.resolve();
    await Promise.resolve();
  };
  return { clock, probe, network, pass };
}

describe("NetworkStatusStore (SPEC §4 Network status, §7/§9 poll)", () => {
  it("polls every 15 s with a 5 s timeout, not before", async () => {
    const { probe, network, pass } = setup();
    network.start();
    await pass(NETWORK_POLL_INTERVAL_MS - 1);
    expect(probe.timeouts).toEqual([]);
    await pass(1);
    await pass(NETWORK_POLL_INTERVAL_MS);
    expect(probe.timeouts).toEqual([NETWORK_POLL_TIMEOUT_MS, NETWORK_POLL_TIMEOUT_MS]);
    expect(network.strip).toBeNull();
  });

  it("shows 'Disconnected', then 'Cannot connect', then 'back', which goes after 5 s", async () => {
    const { probe, network, pass } = setup();
    network.start();
    probe.answers = [false, false, true];
    await pass(15_000);
    expect(network.strip).toBe("NETWORK.DISCONNECTED");
    await pass(15_000);
    expect(network.strip).toBe("NETWORK.CANNOT_CONNECT");
    await pass(15_000);
    expect(network.strip).toBe("NETWORK.RECONNECTED");
    await pass(RECONNECTED_STRIP_MS - 1);
    expect(network.strip).toBe("NETWORK.RECONNECTED");
    await pass(1);
    expect(network.strip).toBeNull();
  });

  it("says 'back' after one failed poll followed by a good one", async () => {
    const { probe, network, pass } = setup();
    network.start();
    probe.answers = [false, true];
    await pass(15_000);
    await pass(15_000);
    expect(network.status).toBe("reconnected");
  });

  it("counts an answer that came later than the timeout as a failed poll", async () => {
    const { clock, network } = setup();
    const slow = new NetworkStatusStore(
      {
        probe: async () => {
          clock.time += NETWORK_POLL_TIMEOUT_MS + 1;
          return true;
        },
      },
      clock,
    );
    await slow.poll();
    expect(slow.status).toBe("disconnected");
    expect(network.status).toBe("online");
  });

  it("stops polling when stopped, and starts only once", async () => {
    const { probe, network, pass } = setup();
    network.start();
    network.start();
    await pass(15_000);
    expect(probe.timeouts).toHaveLength(1);
    network.stop();
    await pass(60_000);
    expect(probe.timeouts).toHaveLength(1);
  });
});
