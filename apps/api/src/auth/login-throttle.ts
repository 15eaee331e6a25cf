/**
 * Counts failed sign-ins per account and per address over a sliding window; past the limit, further
 * attempts are refused until the oldest failure leaves the window. Kept in the process: each API
 * process counts on its own (docs/decisions.md).
 */
export class LoginThrottle {
  readonly #failures = new Map<string, number[]>();
  readonly #windowMs: number;
  readonly #limits: { account: number; address: number };

  constructor(limitPerAccount: number, windowMs = 60_000) {
    this.#windowMs = windowMs;
    this.#limits = { account: limitPerAccount, address: limitPerAccount * 3 };
  }

  /** Seconds to wait before the next attempt, or 0 when it may go ahead. */
  retryAfter(account: string, address: string, now = Date.now()) {
    return Math.max(
      this.#wait(`account:${account.toLowerCase()}`, this.#limits.account, now),
      this.#wait(`address:${address}`, this.#limits.address, now),
    );
  }

  fail(account: string, address: string, now = Date.now()) {
    for (const key of [`account:${account.toLowerCase()}`, `address:${address}`]) {
      const recent = this.#recent(key, now);
      recent.push(now);
      this.#failures.set(key, recent);
    }
  }

  succeed(account: string) {
    this.#failures.delete(`account:${account.toLowerCase()}`);
  }

  #recent(key: string, now: number) {
    return (this.#failures.get(key) ?? []).filter((at) => now - at < this.#windowMs);
  }

  #wait(key: string, limit: number, now: number) {
    const recent = this.#recent(key, now);
    if (recent.length === 0) this.#failures.delete(key);
    if (recent.length < limit) return 0;
    const oldest = recent[recent.length - limit] ?? now;
    return Math.ceil((oldest + this.#windowMs - now) / 1000);
  }
}
