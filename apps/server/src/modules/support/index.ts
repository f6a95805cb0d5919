/** What app.ts may use of the support chat (docs/support.md). */
export { supportDesk } from './desk';
export { registerSupportRoutes } from './routes';
export { supportService } from './service';
