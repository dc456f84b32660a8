// buildApp(): the whole API as one Fastify instance. The server and the tests call the
// same function; the database is opened (and migrated) by the caller.
import fastifyCompress from '@fastify/compress';
import Fastify from 'fastify';
import { constants as zlibConstants } from 'node:zlib';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { COMPRESS_THRESHOLD_BYTES } from './http-limits.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createJobQueue, type JobQueue, type JobQueueOptions } from './jobs/job-queue.ts';
import { resetPasswordEmail, verifyEmailEmail } from './mail/account-emails.ts';
import { enqueueEmail, registerEmailWorker } from './mail/email-queue.ts';
import { createMailer } from './mail/mailer.ts';
import { adoptionJourneysRoutes } from './modules/adoption-journeys/adoption-journeys.routes.ts';
import { createAuth, type AuthLog } from './modules/auth/auth.ts';
import { conversationsRoutes } from './modules/conversations/conversations.routes.ts';
import { chatRoutes } from './modules/assistant/chat.routes.ts';
import { discoverRoutes } from './modules/discover/discover.routes.ts';
import { dogsRoutes } from './modules/dogs/dogs.routes.ts';
import { geocodingRoutes } from './modules/geocoding/geocoding.routes.ts';
import { createGeocoder } from './modules/geocoding/geocoding.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { listerProfileRoutes } from './modules/listers/lister-profile.routes.ts';
import { listersRoutes } from './modules/listers/listers.routes.ts';
import { listerDogsCsvRoutes } from './modules/lister-dogs-csv/csv.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { notificationEmailDelivery } from './modules/notification-emails/notification-email-delivery.ts';
import type { DogListingsEvents } from './modules/dogs/dog-listings.service.ts';
import { newDogAlertsQueue, registerAlertJobs } from './modules/new-dog-alerts/alert-jobs.ts';
import { createNotifier, type NotifierHooks } from './modules/notifications/notifier.ts';
import { mapConfigRoutes } from './modules/map-config/map-config.routes.ts';
import { tileImageSources } from './modules/map-config/tile-source.ts';
import { profilesRoutes } from './modules/profiles/profiles.routes.ts';
import { swipesRoutes } from './modules/swipes/swipes.routes.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { uploadsDirOf } from './modules/uploads/photo-storage.ts';
import { createPhotoUrls, photoOrigins } from './modules/uploads/photo-urls.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { unsubscribeRoutes } from './modules/unsubscribe/unsubscribe.routes.ts';
import { virtualToursRoutes } from './modules/virtual-tours/virtual-tours.routes.ts';
import authSession from './plugins/auth-session.ts';
import errorHandler from './plugins/error-handler.ts';
import openApi from './plugins/openapi.ts';
import requestGuards from './plugins/request-guards.ts';
import securityHeaders from './plugins/security-headers.ts';
import staticFiles from './plugins/static-files.ts';
import { createObjectStorage } from './storage/object-storage.ts';

/** JSON bodies above this are refused with 413 (uploads have their own limit). */
export const JSON_BODY_LIMIT_BYTES = 100 * 1024;

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** false for no logs; tests may pass a level and a stream to read them. */
  logger?: false | { level: string; stream?: NodeJS.WritableStream };
  /** Serve the built client from this folder (default apps/web/dist). */
  webDistDir?: string;
  /** Where email delivery attaches to in-app notifications (notifier.ts); tests add their own. */
  notifierHooks?: NotifierHooks;
  /** The job queue's workers and timing; the caller starts it with `app.jobs.start()`. */
  jobs?: JobQueueOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue (jobs/job-queue.ts); stopped when the app closes. */
    jobs: JobQueue;
  }
}

export async function buildApp({
  config,
  database,
  logger,
  webDistDir,
  notifierHooks,
  jobs: jobOptions,
}: BuildAppOptions) {
  const app = Fastify({
    logger: logger === false ? false : { level: config.logLevel, ...logger, serializers: { req: requestSerializer } },
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // Finish in-flight requests on close, drop idle keep-alive sockets at once.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  // Fastify drops keep-alive sockets that are idle when close starts; a socket still busy
  // then would stay open after its response and hold the shutdown, so tell it to close.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandler);
  // Answers above 1 KB (dog lists, the map's markers...) go out brotli or gzip compressed,
  // whichever the client accepts, at the cheapest levels: even brotli 0-1 costs 0.3-0.4 ms
  // of CPU per 70 KB answer (README "Measured"). Registered before every route: it hooks
  // routes as they are added. It leaves alone what is compressed already (the static files'
  // precompressed forms), types that do not compress (webp photos), text/event-stream,
  // and routes that compress their own answers (`compress: false`: discover, see its route).
  await app.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip', 'deflate'],
    // Only answers: request bodies stay as they are, and so do their size limits.
    globalDecompression: false,
    // Compress in one synchronous call up to 1 MB. Above @fastify/compress's default
    // (8 KB on 2 cores) it pipes through a zlib stream, which measured ten times slower
    // under load on a 70 KB answer.
    syncThreshold: 1024 * 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } },
    zlibOptions: { level: 1 },
  });
  // With S3_PUBLIC_URL photos come from its origin: pages show them, and the service worker
  // fetches them to keep them (apps/web/vite.config.ts), which counts as a connection.
  const photoSources = photoOrigins(config.s3?.publicUrl);
  await app.register(securityHeaders, {
    https: config.publicUrl.startsWith('https://'),
    imageOrigins: [...tileImageSources(config.tileUrl), ...photoSources],
    connectOrigins: photoSources,
  });
  await app.register(requestGuards, { trustedOrigins: config.trustedOrigins });
  // Background work (product §16.8): created here, started by the caller once the database is
  // migrated (server.ts; tests choose), stopped before the database closes.
  const jobs = createJobQueue(database, {
    onError: (err, where) => app.log.warn({ err, ...where }, `job failed on queue ${where.queue}`),
    ...jobOptions,
  });
  app.decorate('jobs', jobs);
  // preClose: before any onClose hook, so the database (closed by the caller's onClose) is still open.
  app.addHook('preClose', async () => jobs.stop());
  const mailer = createMailer(config.mail, config.dataDir, (message, details) => app.log.info(details, message));
  app.addHook('onClose', async () => mailer.close());
  registerEmailWorker(jobs, mailer);
  const site = { publicUrl: config.publicUrl, authSecret: config.authSecret };

  const authLog: AuthLog = (level, message, ...args) => app.log[level]({ args }, `auth: ${message}`);
  const authEmails = {
    resetPassword: async (user: Parameters<typeof resetPasswordEmail>[1], token: string) => {
      await enqueueEmail(jobs, resetPasswordEmail(site, user, token));
    },
    verifyEmail: async (user: Parameters<typeof verifyEmailEmail>[1], token: string) => {
      await enqueueEmail(jobs, verifyEmailEmail(site, user, token));
    },
  };
  await app.register(authSession, { auth: createAuth(config, database.db, authLog, authEmails), database });
  await app.register(openApi);

  // One notifier for every service that tells someone something happened (product §16.2);
  // its notifications' emails and the new-dog alerts run as jobs.
  const emails = notificationEmailDelivery({
    db: database.db,
    jobs,
    mailer,
    site,
    messageDelaySeconds: config.mail.messageEmailDelaySeconds,
  });
  registerAlertJobs({ db: database.db, jobs, mailer, site, queueAlertEmails: emails.queueAlertEmails });
  const notifier = createNotifier(notifierHooks ?? { onNotified: emails.onNotified });
  const dogEvents: DogListingsEvents = {
    dogAvailable: async (dogId, tx) => void (await jobs.send(newDogAlertsQueue, { dogId }, { tx })),
  };
  // A CSV import lists many dogs at once: their alerts are queued in one statement.
  const onDogsListed = (ids: readonly string[], tx: DatabaseHandle['db']) =>
    jobs.sendMany(
      newDogAlertsQueue,
      ids.map((dogId) => ({ dogId })),
      { tx },
    );
  // Application documents and uploaded photos: S3-compatible storage when configured, else DATA_DIR.
  const storage = createObjectStorage(config);
  // Where photos are handed out: as stored (/uploads/<name>), or at S3_PUBLIC_URL.
  const photoUrls = createPhotoUrls(config.s3?.publicUrl);
  // One place search for the search box, onboarding and the lister's profile: GEOCODER_URL or the gazetteer.
  const geocode = createGeocoder({
    url: config.geocoderUrl,
    log: (err) => app.log.warn({ err }, 'geocoder unavailable'),
  });
  await app.register(healthRoutes, { database });
  await app.register(usersRoutes, { config, db: database.db, notifier, storage });
  await app.register(dogsRoutes, { db: database.db, notifier, dogEvents, storage, photoUrls });
  await app.register(discoverRoutes, { db: database.db, photoUrls });
  await app.register(swipesRoutes, { db: database.db });
  await app.register(conversationsRoutes, { db: database.db, notifier, photoUrls });
  await app.register(profilesRoutes, { db: database.db });
  await app.register(geocodingRoutes, { db: database.db, geocode });
  await app.register(listersRoutes, { db: database.db, geocode, photoUrls });
  await app.register(listerProfileRoutes, { db: database.db, geocode });
  await app.register(uploadsRoutes, { config, db: database.db, storage, photoUrls });
  await app.register(listerDogsCsvRoutes, { config, db: database.db, storage, photoUrls, onDogsListed });
  await app.register(mapConfigRoutes, { config });
  await app.register(chatRoutes, { config, db: database.db });
  await app.register(virtualToursRoutes, { db: database.db, notifier, photoUrls });
  await app.register(adoptionJourneysRoutes, { db: database.db, notifier, storage, photoUrls });
  await app.register(notificationsRoutes, { db: database.db });
  await app.register(unsubscribeRoutes, { config, db: database.db });

  await app.register(staticFiles, {
    webDistDir: webDistDir ?? config.webDistDir,
    // Photos in the bucket are served by uploads.routes.ts instead.
    uploadsDir: storage.kind === 'local' ? uploadsDirOf(config.dataDir) : undefined,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * Request log lines carry method, path and client address: never headers (cookies,
 * authorization) or bodies (passwords), and no query string, which can hold OAuth codes.
 */
function requestSerializer(req: { method: string; url: string; ip?: string; socket?: { remoteAddress?: string } }) {
  return { method: req.method, url: req.url.split('?')[0], remoteAddress: req.ip ?? req.socket?.remoteAddress };
}
