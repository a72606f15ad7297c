import { useEffect, useState } from 'react';
import { isApiError } from '../../api/ApiError.ts';

/**
 * Sending an SMS code with its resend countdown: the seconds come from the server (the answer's
 * `cooldownSeconds`, or a 429's `params.seconds`), so the button waits exactly as long as the server
 * will. Used by the sign-up/sign-in code field and the step-up dialog.
 */
export function useCodeSender<T extends { cooldownSeconds: number }>(onFailed: (failure: unknown) => void) {
  const [cooldown, setCooldown] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  /** Sends through `request`; answers what the server said, or null when it refused (onFailed told). */
  const send = async (request: () => Promise<T>): Promise<T | null> => {
    setSending(true);
    try {
      const sent = await request();
      setCooldown(sent.cooldownSeconds);
      return sent;
    } catch (failure) {
      const seconds = isApiError(failure) ? Number(failure.params?.seconds) : Number.NaN;
      if (Number.isFinite(seconds) && seconds > 0) setCooldown(seconds);
      onFailed(failure);
      return null;
    } finally {
      setSending(false);
    }
  };

  return { cooldown, sending, send };
}
