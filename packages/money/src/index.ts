export * from './amount';
export * from './format';
export * from './plain';
export { KabutoDecimal, type DecimalValue } from './decimal';
