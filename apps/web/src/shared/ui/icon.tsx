import { spriteId, type SpriteIcon } from './sprite-icons';

type IconProps = {
  name: SpriteIcon;
  className?: string;
  'aria-hidden'?: boolean | 'true';
};

/**
 * An antd-mobile icon from the page's sprite: the same drawing, size (1em) and alignment as the
 * library's component, without its JavaScript (a screen's first view loads none for its icons).
 */
export function Icon({ name, className, ...rest }: IconProps) {
  return (
    <svg
      width="1em"
      height="1em"
      className={className ? `antd-mobile-icon ${className}` : 'antd-mobile-icon'}
      style={{ verticalAlign: '-0.125em' }}
      {...rest}
    >
      <use href={`#${spriteId(name)}`} />
    </svg>
  );
}
