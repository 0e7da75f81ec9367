/** Turns a form's "you are offline" alert into "back online, send it again" when the network returns. */
import type { WritableAtom } from 'nanostores';
import { useEffect } from 'react';
import { backOnline } from '../lib/form-state.ts';

/** While mounted, updates `form` on the browser's 'online' event (lib/form-state.ts backOnline). */
export function useBackOnline<State extends { busy: boolean; alert?: string }>(form: WritableAtom<State>): void {
  useEffect(() => {
    const online = (): void => form.set(backOnline(form.get()));
    addEventListener('online', online);
    return () => removeEventListener('online', online);
  }, [form]);
}
