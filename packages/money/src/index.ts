export * from './amount';
export * from './format';
export { KabutoDecimal, type DecimalValue } from './decimal';
