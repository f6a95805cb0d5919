export * from './errors';
export * from './locale';
export * from './constants';
export * from './envelope';
export * from './endpoints/common';
export * from './endpoints/user';
export * from './currencies';
export * from './endpoints/news';
