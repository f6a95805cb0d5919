import { useSiteConfig } from '../site-config';
import styles from './ui.module.css';

/** The operator's logo from the site configuration (`logo` under the image base /api). */
export function BrandLogo({ size = 40, className }: { size?: number; className?: string }) {
  const { logoUrl, title } = useSiteConfig();
  return (
    <img
      className={[styles.logo, className].filter(Boolean).join(' ')}
      src={logoUrl}
      alt={title}
      width={size}
      height={size}
      draggable={false}
    />
  );
}
