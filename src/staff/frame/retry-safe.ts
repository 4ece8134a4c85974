import { useRef } from 'react';

/** The header that makes a staff write safe to send again (the server acts once per key, decision 0014). */
export const retrySafe = (idempotencyKey: string) => ({ 'Idempotency-Key': idempotencyKey });

/**
 * One Idempotency-Key per request a person is sending: the same while they send the same thing again (after a lost
 * answer), a new one when what they send changes or after it went through.
 */
export function useRetryKey() {
  const attempt = useRef<{ request: string; key: string } | null>(null);
  return {
    keyFor(request: unknown): string {
      const text = JSON.stringify(request);
      if (attempt.current?.request !== text) attempt.current = { request: text, key: crypto.randomUUID() };
      return attempt.current.key;
    },
    done(): void {
      attempt.current = null;
    },
  };
}
