// npm start's app, built apart from its listening: the discovery router as the whole site, then the not-found and error middleware.
import express, { type Express } from 'express';
import { notFound } from '../error-pages.ts';
import { errorMiddleware } from '../errors.ts';
import { createDiscoveryRouter, type DiscoveryRouterOptions } from '../router.ts';

/** What the app is built from: the router's options, with the settings, the build and the logger given. */
type AppOptions = Omit<DiscoveryRouterOptions, 'siteWide'> & Required<Pick<DiscoveryRouterOptions, 'config' | 'artifacts' | 'logger'>>;

/** The app `npm start` serves: the router with the site-wide paths, then a negotiated 404 and the error object for the rest. */
export async function createApp(options: AppOptions): Promise<Express> {
  const app = express();
  app.disable('x-powered-by');
  app.use(await createDiscoveryRouter({ ...options, siteWide: true }));
  app.use(notFound(options.artifacts));
  app.use(errorMiddleware(options.logger));
  return app;
}
