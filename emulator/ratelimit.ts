// Fixed-window rate limit per key id (EMULATOR_RATE_LIMIT=10/10s), with the real API's headers.
import type { RateLimitConfig } from './config.js';

export interface RateDecision {
  allowed: boolean;
  headers: Record<string, string>;
}

export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>();
  private prunedAt = 0;

  constructor(private readonly cfg: RateLimitConfig) {}

  take(bucket: string, now: number): RateDecision {
    let w = this.windows.get(bucket);
    if (!w || now - w.start >= this.cfg.windowMs) {
      w = { start: now, count: 0 };
      this.windows.set(bucket, w);
      // Expired windows are dropped at most once per window length: a scan of many live keys
      // does not run on every request.
      if (this.windows.size > 10_000 && now - this.prunedAt >= this.cfg.windowMs) this.prune(now);
    }
    const allowed = w.count < this.cfg.limit;
    if (allowed) w.count += 1;
    const resetSec = Math.max(0, (w.start + this.cfg.windowMs - now) / 1000);
    return {
      allowed,
      headers: {
        'X-RateLimit-Limit': String(this.cfg.limit),
        'X-RateLimit-Remaining': String(Math.max(0, this.cfg.limit - w.count)),
        'X-RateLimit-Reset': String(Math.round(resetSec * 1000) / 1000),
      },
    };
  }

  reset(): void {
    this.windows.clear();
  }

  private prune(now: number): void {
    this.prunedAt = now;
    for (const [k, w] of this.windows) if (now - w.start >= this.cfg.windowMs) this.windows.delete(k);
  }
}
