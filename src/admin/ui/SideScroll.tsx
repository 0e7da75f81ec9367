/**
 * A labelled box whose content may be wider than the screen (a table of many columns on a phone): it scrolls
 * sideways inside itself, never the page. While it scrolls it is a Tab stop, so a keyboard can scroll it; while its
 * content fits it is not one (a stop that does nothing).
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';

/** The box around `children`, named `label` for a screen reader. */
export function SideScroll({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const watch = new ResizeObserver(() => setScrolls(box.scrollWidth > box.clientWidth));
    watch.observe(box);
    if (box.firstElementChild) watch.observe(box.firstElementChild);
    return () => watch.disconnect();
  }, []);
  return (
    <section ref={ref} className="scroll-x" aria-label={label} tabIndex={scrolls ? 0 : undefined}>
      {children}
    </section>
  );
}
