import formbody from "@fastify/formbody";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import { serializerCompiler } from "fastify-type-provider-zod";
import qs from "qs";
import { z } from "zod";
import { nlErrorMap } from "@leerlijn/contracts/validation-messages";
import type { Config } from "./config";
import { installAuth } from "./platform/auth/actor";
import { createMemoryRateLimiter, createRedisRateLimiter } from "./platform/auth/rate-limiter";
import { createLocalInvalidationBus } from "./platform/cache/invalidation-bus";
import { createRedisInvalidationBus } from "./platform/cache/redis-invalidation-bus";
import type { Database } from "./platform/db/database";
import {
  type ErrorReporter,
  noErrorReporting,
  reportingLog,
} from "./platform/error-reporting/error-reporter";
import { handleFrameworkError, installErrorHandler } from "./platform/http/error-handler";
import { installInFlightTracking } from "./platform/http/in-flight";
import { healthRoutes } from "./platform/http/health.routes";
import { errorReportingRoutes } from "./platform/error-reporting/error-reporting.routes";
import { installOpenApi } from "./platform/http/openapi";
import { installMultipart } from "./platform/http/multipart";
import { installNestingLimit } from "./platform/http/nesting-depth";
import { installRequestLog } from "./platform/http/request-log";
import { createRedisConnections } from "./platform/redis/redis-connections";
import { broadcastingRoutes } from "./platform/realtime/broadcasting.routes";
import { installPlatformServices } from "./platform/services";
import { installSecurityHeaders } from "./platform/http/security-headers";
import { filesOrigin } from "./platform/storage/storage";
import { fileRoutes } from "./platform/storage/file.routes";
import { isLocalDisk } from "./platform/storage/local-disk-storage";
import { validatorCompiler } from "./platform/http/schema-validation";
import { installWebApp } from "./platform/http/web-app";
import { createMailQueue } from "./platform/mail/mail-queue";
import { installTenancy } from "./platform/tenancy/tenant";
import { authRoutes } from "./features/auth/auth.routes";
import { certificatesRoutes } from "./features/certificates/certificates.routes";
import { createCourseCertificates } from "./features/certificates/create-course-certificates";
import { createTrainingCertificates } from "./features/certificates/create-training-certificates";
import { createSessionStore } from "./features/auth/session-store";
import { companiesRoutes } from "./features/companies/companies.routes";
import { createCompanyDirectory } from "./features/companies/company-directory";
import { courseContentRoutes } from "./features/courses/course-content.routes";
import { isMediaUsedByCourses } from "./features/courses/course-media";
import { courseLibraryRoutes } from "./features/courses/course-library.routes";
import { coursesRoutes } from "./features/courses/courses.routes";
import { createGroupLookup } from "./features/groups/create-group-lookup";
import { groupsRoutes } from "./features/groups/groups.routes";
import { enrollmentsRoutes } from "./features/enrollments/enrollments.routes";
import { enrollInGroupCourses as enrollInGroupCoursesOnly } from "./features/enrollments/group-enrollments";
import { courseGroupsRoutes } from "./features/course-groups/course-groups.routes";
import { isMediaUsedByCourseGroups } from "./features/course-groups/course-group-media";
import { withLinkedPaths } from "./features/course-groups/path-assignments";
import { findDocumentStepLocks, findStepLock } from "./features/course-groups/step-locks";
import { isMediaUsedByTrainings } from "./features/trainings/training-media";
import { trainingsRoutes } from "./features/trainings/trainings.routes";
import { addressRoutes } from "./features/trainings/address/address.routes";
import { pdokAddressProvider } from "./features/trainings/address/pdok-address-provider";
import { participantTrainingsRoutes } from "./features/trainings/participant-trainings.routes";
import { trainingTemplatesRoutes } from "./features/trainings/training-templates.routes";
import { usersRoutes } from "./features/users/users.routes";
import { isMediaUsedByDocuments } from "./features/documents/document-pdf";
import { documentsRoutes } from "./features/documents/documents.routes";
import { createPdfSealer } from "./platform/pdf/pades";
import { loadSealCertificate } from "./platform/pdf/seal-certificate";
import { documentsToSign } from "./features/documents/my-documents";
import type { CountDocumentsToSign } from "./features/users/documents-to-sign";
import { demoBookingRoutes } from "./features/users/demo-booking.routes";
import { adminUsersRoutes } from "./features/users/admin/admin-users.routes";
import { insertMembership } from "./features/users/members.repository";
import { defineMediaChannel } from "./features/media/media-channel";
import { createMediaUsageRegistry } from "./features/media/media-usage";
import { mediaRoutes } from "./features/media/media.routes";
import { startWorkers } from "./workers";

z.config({ customError: nlErrorMap });

export type AppOptions = {
  config: Config;
  database: Database;
  /** Tests pass false to keep their output clean. */
  logger?: boolean;
  /** Where server faults and failed jobs are reported; nowhere unless a DSN is configured. */
  errorReporter?: ErrorReporter;
};

/** Builds the whole API: platform plugins first, then every feature, each by name. */
export async function buildApp({
  config,
  database,
  logger = true,
  errorReporter = noErrorReporting,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.LOG_LEVEL } : false,
    // One line per request comes from the request log, with the page the call came from.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    frameworkErrors: handleFrameworkError,
    routerOptions: {
      querystringParser: (query: string) =>
        qs.parse(query, { depth: 2, arrayLimit: 100, parameterLimit: 200 }),
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  installNestingLimit(app);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("contracts", []);
  installInFlightTracking(app);

  const redis = config.REDIS_URL ? createRedisConnections(config.REDIS_URL, app.log) : null;
  const bus = redis ? await createRedisInvalidationBus(redis) : createLocalInvalidationBus();
  const limiter = redis ? await createRedisRateLimiter(redis) : createMemoryRateLimiter();
  app.addHook("onClose", async () => {
    await redis?.close();
  });

  const db = database.db;
  // Joining a group (or becoming a learner) enrolls in the group's courses and gives its paths.
  const enrollInGroupCourses = withLinkedPaths(enrollInGroupCoursesOnly);
  const companies = createCompanyDirectory(db, bus);
  // The badge leaves out documents that are a path step still locked behind the one before.
  const countDocumentsToSign: CountDocumentsToSign = (on, companyUserId) =>
    documentsToSign(on, companyUserId, findDocumentStepLocks);
  const sessions = createSessionStore(db, bus, {
    cacheSeconds: config.SESSION_CACHE_SECONDS,
    idleHours: config.SESSION_IDLE_HOURS,
  });

  installSecurityHeaders(app);
  installTenancy(app, companies.resolveTenant);
  installAuth(app, sessions.resolveSession);
  installErrorHandler(app, errorReporter);
  installRequestLog(app);
  await app.register(formbody);
  await installMultipart(app);
  await installOpenApi(app);
  const services = await installPlatformServices(app, config, database, redis, errorReporter);
  const mail = createMailQueue(services.jobs, app.log).outbox;

  healthRoutes(app, database, redis);
  errorReportingRoutes(app, config);
  broadcastingRoutes(app, services.realtime, services.channels);
  if (isLocalDisk(services.storage)) fileRoutes(app, services.storage);
  companiesRoutes(app, {
    db,
    directory: companies,
    storage: services.storage,
    bus,
    addLeader: (tx, companyId, userId) =>
      insertMembership(tx, { companyId, userId, roles: ["admin-group-leader"] }),
    knowledgeMeetingsDomain: config.KNOWLEDGE_MEETINGS_DOMAIN,
  });
  authRoutes(app, {
    db,
    bus,
    sessions,
    companies,
    limiter,
    limits: {
      perIp: config.LOGIN_LIMIT_PER_IP,
      perEmail: config.LOGIN_LIMIT_PER_EMAIL,
      windowSeconds: config.LOGIN_LIMIT_WINDOW_SECONDS,
    },
    tokenTtlDays: config.ACCESS_TOKEN_TTL_DAYS,
    mail,
    storage: services.storage,
    countDocumentsToSign,
  });
  usersRoutes(app, {
    db,
    bus,
    companies,
    mail,
    invitationTtlDays: config.INVITATION_TTL_DAYS,
    loginLinkTtlHours: config.LOGIN_LINK_TTL_HOURS,
    groups: createGroupLookup(enrollInGroupCourses),
    enrollInGroupCourses,
    storage: services.storage,
    countDocumentsToSign,
  });
  adminUsersRoutes(app, {
    db,
    bus,
    companies,
    mail,
    invitationTtlDays: config.INVITATION_TTL_DAYS,
  });
  demoBookingRoutes(app, {
    db,
    settings: {
      urlTemplate: config.DEMO_BOOKING_URL,
      contact: { email: config.PLATFORM_CONTACT_EMAIL, phone: config.PLATFORM_CONTACT_PHONE },
    },
  });
  groupsRoutes(app, { db, enrollInGroupCourses });
  coursesRoutes(app, { db, storage: services.storage });
  courseContentRoutes(app, { db, storage: services.storage });
  courseLibraryRoutes(app, { db, storage: services.storage });
  enrollmentsRoutes(app, {
    db,
    storage: services.storage,
    stepLock: findStepLock,
    coursePassed: createCourseCertificates({ jobs: services.jobs }),
  });
  courseGroupsRoutes(app, { db, storage: services.storage });
  const trainingCertificates = createTrainingCertificates({
    db,
    storage: services.storage,
    jobs: services.jobs,
  });
  trainingsRoutes(app, {
    db,
    storage: services.storage,
    mail,
    companies,
    certificates: trainingCertificates,
  });
  certificatesRoutes(app, { db, storage: services.storage, limiter, companies });
  participantTrainingsRoutes(app, {
    db,
    storage: services.storage,
    mailFrom: config.MAIL_FROM,
    certificates: trainingCertificates,
  });
  addressRoutes(
    app,
    config.PDOK_LOCATIESERVER_URL ? pdokAddressProvider(config.PDOK_LOCATIESERVER_URL) : null,
  );
  trainingTemplatesRoutes(app, { db, storage: services.storage });
  documentsRoutes(app, {
    db,
    storage: services.storage,
    bus,
    mail,
    companies,
    limiter,
    sealer: createPdfSealer(await loadSealCertificate(config)),
    stepLocks: findDocumentStepLocks,
  });
  const mediaUsage = createMediaUsageRegistry();
  mediaUsage.register(isMediaUsedByCourses);
  mediaUsage.register(isMediaUsedByTrainings);
  mediaUsage.register(isMediaUsedByDocuments);
  mediaUsage.register(isMediaUsedByCourseGroups);
  defineMediaChannel(services.channels);
  mediaRoutes(app, { db, storage: services.storage, jobs: services.jobs, usage: mediaUsage });

  if (config.JOB_WORKERS === "in-process")
    await startWorkers({ db, config, log: reportingLog(app.log, errorReporter), ...services });

  await installWebApp(app, config.WEB_DIST_DIR, {
    storageOrigin: await filesOrigin(services.storage),
    frameOrigins: config.DEMO_BOOKING_URL
      ? [new URL(config.DEMO_BOOKING_URL.replace(/\{\w+\}/g, "x")).origin]
      : [],
    reportOrigin: config.ERROR_REPORTING_BROWSER_DSN
      ? new URL(config.ERROR_REPORTING_BROWSER_DSN).origin
      : undefined,
  });
  return app;
}
