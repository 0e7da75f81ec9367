/** A hook counting down whole seconds to a moment. */
import { useEffect, useState } from 'react';

const secondsLeft = (until: number): number => Math.max(0, Math.ceil((until - Date.now()) / 1000));

/** Seconds left until `until` (epoch ms), updated every second; 0 once it has passed. */
export function useCountdown(until: number): number {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    setLeft(secondsLeft(until));
    if (secondsLeft(until) === 0) return undefined;
    const timer = setInterval(() => {
      const next = secondsLeft(until);
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return left;
}
