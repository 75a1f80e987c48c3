/**
 * SPEC §7: "A connectivity poll goes to a public test server every 15 seconds with a 5-second
 * timeout." One probe; the caller decides how often and what an answer means (domain classifyPoll).
 */
export interface NetworkProbe {
  /**
   * Asks the test server once. True when any answer arrived within `timeoutMs` (an HTTP error status
   * is still an answer: the network works); false when the request failed or was given up.
   */
  probe(timeoutMs: number): Promise<boolean>;
}
