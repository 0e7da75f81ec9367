/** Decorative outline icons of the content screens that the shared icon set lacks (same look as src/ui/Icon). */

const PATHS = {
  journal: 'M4 4h7a3 3 0 0 1 3 3v13a2 2 0 0 0-2-2H4zM20 4h-3a3 3 0 0 0-3 3v13a2 2 0 0 1 2-2h4z',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  mail: 'M4 6h16v12H4zM4 7l8 6 8-6',
  play: 'M8 5v14l11-7z',
  file: 'M6 3h9l4 4v14H6zM14 3v5h5',
} as const;

/** Names of the content icons. */
export type ContentIconName = keyof typeof PATHS;

/** Renders one content icon, hidden from assistive technology (label the control instead). */
export default function ContentIcon({ name }: { name: ContentIconName }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
