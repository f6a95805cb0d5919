// antd-mobile's own styles for the markup below (CSS only: no JavaScript of the library).
import 'antd-mobile/es/components/error-block/error-block.css';
import 'antd-mobile/es/components/button/button.css';
import type { ReactNode } from 'react';
import picture from './failure.svg';

/**
 * What could not be shown, and the way on: drawn as antd-mobile's ErrorBlock ("default" picture)
 * with a Button below, in the library's markup and styles, without its JavaScript. The screens'
 * first views (a screen that failed, a query that failed) show it, and must not wait for the
 * library; the picture is a file of its own (./failure.svg).
 */
export function FailureBlock({
  title,
  description,
  action,
  onAction,
  primary = false,
}: {
  title: ReactNode;
  description?: ReactNode;
  action: string;
  onAction: () => void;
  /** The primary, middle-sized button; else the default small one. */
  primary?: boolean;
}) {
  const button = primary
    ? 'adm-button adm-button-primary adm-button-shape-default'
    : 'adm-button adm-button-default adm-button-small adm-button-shape-default';
  return (
    <>
      <div className="adm-error-block">
        <div className="adm-error-block-image">
          <img src={picture} alt="" />
        </div>
        <div className="adm-error-block-description">
          <div className="adm-error-block-description-title">{title}</div>
          {description ? (
            <div className="adm-error-block-description-subtitle">{description}</div>
          ) : null}
        </div>
      </div>
      <button type="button" className={button} onClick={onAction}>
        <span>{action}</span>
      </button>
    </>
  );
}
