/** What other modules and app.ts may use of the site configuration. */
export { ensureSiteConfigDefaults, listSiteConfig } from './repo';
export { registerSiteConfigRoutes, SITE_CONFIG_DEFAULTS } from './routes';
