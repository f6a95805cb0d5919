/**
 * The main servers' clock, and the clock servers', starts on a weekday morning in Japan, inside
 * the deposit window (weekdays 09:30-19:30 JST), and runs on from there: the funding journey works
 * at any hour. The market runs the always-open demo session either way.
 */
export const CLOCK_START = '2026-11-20T10:00:00+09:00';
