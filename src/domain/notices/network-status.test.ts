import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  NETWORK_MESSAGES,
  NETWORK_POLL_INTERVAL_MS,
  NETWORK_POLL_TIMEOUT_MS,
  OFFLINE_CHECK_INTERVAL_MS,
  OFFLINE_CHECK_TIMEOUT_MS,
  classifyPoll,
  networkStrip,
  nextNetworkStatus,
  type NetworkStatus,
  type PollResult,
} from "./network-status";

const run = (results: PollResult[], from: NetworkStatus = "online") => {
  let status = from;
  const announced: string[] = [];
  for (const result of results) {
    const next = nextNetworkStatus(status, result);
    status = next.status;
    if (next.announce) announced.push(NETWORK_MESSAGES[next.announce].en);
  }
  return { status, announced };
};

describe("network status", () => {
  it("polls every 15 s with a 5 s timeout, the other checker every 5 s with 5 s", () => {
    expect([NETWORK_POLL_INTERVAL_MS, NETWORK_POLL_TIMEOUT_MS]).toEqual([15_000, 5000]);
    expect([OFFLINE_CHECK_INTERVAL_MS, OFFLINE_CHECK_TIMEOUT_MS]).toEqual([5000, 5000]);
  });

  it("stays online and silent while polls succeed", () => {
    expect(run(["ok", "ok", "ok"])).toEqual({ status: "online", announced: [] });
  });

  it("announces a lost connection, then that it is back", () => {
    expect(run(["failed", "ok"])).toEqual({
      status: "reconnected",
      announced: ["Disconnected from the network!", "Your internet connection is back!"],
    });
  });

  it("announces that the internet cannot be reached when the next poll fails too, once", () => {
    expect(run(["failed", "failed", "failed", "failed"])).toEqual({
      status: "unreachable",
      announced: ["Disconnected from the network!", "Cannot connect to the internet!"],
    });
  });

  it("removes the 'back' strip on the next successful poll", () => {
    expect(run(["failed", "ok", "ok"]).status).toBe("online");
    expect(networkStrip("online")).toBeNull();
    expect(networkStrip("reconnected")).toBe("NETWORK.RECONNECTED");
  });

  it("announces a new loss after the connection came back", () => {
    expect(run(["failed", "ok", "failed"]).announced.at(-1)).toBe("Disconnected from the network!");
  });

  it("has the spec's three messages in English with Swedish translations", () => {
    expect(Object.values(NETWORK_MESSAGES).map((m) => m.en)).toEqual([
      "Disconnected from the network!",
      "Cannot connect to the internet!",
      "Your internet connection is back!",
    ]);
    for (const message of Object.values(NETWORK_MESSAGES)) expect(message.sv).not.toBe("");
  });

  it("announces exactly when the status changes to one with a strip", () => {
    fc.assert(
      fc.property(
        fc.constantFrom<NetworkStatus>("online", "disconnected", "unreachable", "reconnected"),
        fc.constantFrom<PollResult>("ok", "failed"),
        (status, result) => {
          const next = nextNetworkStatus(status, result);
          expect(next.announce).toBe(next.status === status ? null : networkStrip(next.status));
          expect(next.status === "online" || next.status === "reconnected").toBe(result === "ok");
        },
      ),
    );
  });
});

describe("classifyPoll", () => {
  it("counts an answer within 5 s as success and anything else as failure", () => {
    expect(classifyPoll({ responded: true, elapsedMs: 5000 })).toBe("ok");
    expect(classifyPoll({ responded: true, elapsedMs: 5001 })).toBe("failed");
    expect(classifyPoll({ responded: false, elapsedMs: 10 })).toBe("failed");
  });
});
