import { useSearchParams } from 'react-router';
import { cx } from './class-names';
import styles from './tabs.module.css';

/**
 * One of a few views of a list (a queue's open and decided requests). `inline` sits in a panel's
 * title line.
 */
export function Tabs<Option extends string>({
  options,
  value,
  onChange,
  label,
  text,
  inline = false,
}: {
  options: readonly Option[];
  value: Option;
  onChange: (option: Option) => void;
  /** What the tabs choose, for screen readers. */
  label: string;
  text: (option: Option) => string;
  inline?: boolean;
}) {
  const Root = inline ? 'span' : 'div';
  return (
    <Root className={cx(styles.tabs, inline && styles.inline)} role="tablist" aria-label={label}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          role="tab"
          aria-selected={option === value}
          className={cx(styles.tab, option === value && styles.active)}
          onClick={() => onChange(option)}
        >
          {text(option)}
        </button>
      ))}
    </Root>
  );
}

/**
 * A list's status tab kept in the address (`?status=`), so a view can be linked and reloaded: the
 * first option is the default and leaves the address clean; anything unknown reads as it.
 */
export function useStatusParam<Option extends string>(
  options: readonly [Option, ...Option[]],
): [Option, (option: Option) => void] {
  const [params, setParams] = useSearchParams();
  const [first] = options;
  const status = options.find((option) => option === params.get('status')) ?? first;
  const choose = (option: Option) => setParams(option === first ? {} : { status: option });
  return [status, choose];
}
