/** A decorative outline icon for islands (hidden from assistive technology; label the control instead). */

/** Props of Icon. */
export interface IconProps {
  /** The icon's SVG path: one of the ICON_* paths of src/ui/icon-paths.ts. */
  path: string;
  className?: string;
}

/** Renders one icon of src/ui/icon-paths.ts. */
export default function Icon({ path, className = 'icon' }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}
