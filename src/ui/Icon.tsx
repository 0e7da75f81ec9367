/** A decorative outline icon for islands (hidden from assistive technology; label the control instead). */
import { ICON_PATHS, type IconName } from './icon-paths.ts';

/** Props of Icon. */
export interface IconProps {
  name: IconName;
  className?: string;
}

/** Renders one icon of src/ui/icon-paths.ts. */
export default function Icon({ name, className = 'icon' }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
