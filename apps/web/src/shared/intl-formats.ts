/**
 * Intl's formatters, one per language and options, kept: making one costs far more than using it
 * (Home's news list made one per row and render: the largest piece of its first load's script
 * time under a phone's CPU), and the same few are asked for on every render and live quote.
 */
function keptFormats<Options, Format>(make: (locale: string, options: Options) => Format) {
  const kept = new Map<string, Format>();
  return (locale: string, options?: Options): Format => {
    const key = `${locale}|${JSON.stringify(options ?? {})}`;
    let format = kept.get(key);
    if (!format) {
      format = make(locale, options ?? ({} as Options));
      kept.set(key, format);
    }
    return format;
  };
}

export const dateTimeFormat = keptFormats(
  (locale: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);

export const numberFormat = keptFormats(
  (locale: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);
