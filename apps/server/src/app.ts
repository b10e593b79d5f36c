import fs from 'node:fs';
import path from 'node:path';
import { APP_VERSION, apiBase } from '@custodia/contracts';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { apiAccountsRoutes } from './api-accounts/api-accounts.routes.ts';
import { auditRoutes } from './audit/audit.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { backgroundJobsRoutes } from './background-jobs/background-jobs.routes.ts';
import { calendarRoutes } from './calendar/calendar.routes.ts';
import { captureRoutes } from './capture/capture.routes.ts';
import { companyRoutes } from './company/company.routes.ts';
import { dashboardRoutes } from './dashboard/dashboard.routes.ts';
import { expedientRecordsRoutes } from './expedients/expedient-records.routes.ts';
import { expedientsRoutes } from './expedients/expedients.routes.ts';
import { exportsRoutes } from './exports/exports.routes.ts';
import { filesRoutes } from './files/files.routes.ts';
import { fieldsRoutes } from './forms/fields.routes.ts';
import { formsRoutes } from './forms/forms.routes.ts';
import { freeTasksRoutes } from './free-tasks/free-tasks.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { holdsRoutes } from './holds/holds.routes.ts';
import { integrationsRoutes } from './integrations/integrations.routes.ts';
import { createJobRunner } from './jobs.ts';
import { listsRoutes } from './lists/lists.routes.ts';
import { metricsRoutes } from './metrics/metrics.routes.ts';
import type { Config } from './platform/config.ts';
import type { Database } from './platform/db.ts';
import {
  clientErrors,
  frameworkErrors,
  MAX_URL_LENGTH,
  registerHttpPlatform,
} from './platform/http.ts';
import { requestForLog } from './platform/log-redaction.ts';
import { closePlatform, createPlatform } from './platform/runtime.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { answerSerializer } from './platform/serialization.ts';
import { registerWebApp } from './platform/web-app.ts';
import { authorizeGlobal } from './policies.ts';
import { pqrsAnswersRoutes } from './pqrs/answers.routes.ts';
import { pqrsRoutes } from './pqrs/pqrs.routes.ts';
import { taskBatchRoutes } from './processes/batch.routes.ts';
import { processManagementRoutes } from './processes/management.routes.ts';
import { processesRoutes } from './processes/processes.routes.ts';
import { recordsRoutes } from './records/records.routes.ts';
import { rolesRoutes } from './roles/roles.routes.ts';
import { secondFactorRoutes } from './second-factor/second-factor.routes.ts';
import { signaturesRoutes } from './signatures/signatures.routes.ts';
import { stickersRoutes } from './stickers/stickers.routes.ts';
import { allSubscriptions } from './subscriptions.ts';
import { heldTasksRoutes } from './tasks/held-tasks.routes.ts';
import { inboxRoutes } from './tasks/inbox.routes.ts';
import { taskViewsRoutes } from './tasks/task-views.routes.ts';
import { taskWorkRoutes } from './tasks/task-work.routes.ts';
import { documentaryTypesRoutes } from './trd/documentary-types.routes.ts';
import { trdRoutes } from './trd/trd.routes.ts';
import { treePermissionsRoutes } from './trd/tree-permissions.routes.ts';
import { usersRoutes } from './users/users.routes.ts';
import { webhooksRoutes } from './webhooks/webhooks.routes.ts';
import { workGroupsRoutes } from './work-groups/work-groups.routes.ts';
import { workflowStepsRoutes } from './workflows/steps.routes.ts';
import { workflowsRoutes } from './workflows/workflows.routes.ts';

/** Spec §9: upload size factor. Each feature checks its own smaller limit while streaming. */
const MAX_UPLOAD_BYTES = 5_242_880;

/**
 * Builds the whole application on an open, migrated database, without listening: main.ts
 * listens, tests call inject(). Closing the app stops the job runner and the mailer; the
 * database belongs to the caller. Its job runner runs in the process unless JOBS_IN_PROCESS is
 * false (API processes beside `npm run worker` ones; tests, which run jobs when they choose).
 */
export async function buildApp(config: Config, db: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
      serializers: { req: requestForLog },
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_URL_LENGTH },
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 1_048_576,
    requestTimeout: config.requestTimeoutMs,
    trustProxy: config.trustProxy,
    connectionTimeout: config.requestTimeoutMs,
    frameworkErrors,
    clientErrorHandler: clientErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer(config.env === 'test'));

  const platform = createPlatform(config, db, allSubscriptions);
  const jobs = createJobRunner(platform, app.log);
  app.decorate('platform', platform);
  app.decorate('jobs', jobs);
  app.decorate('globalCheck', authorizeGlobal);
  app.addHook('onClose', async () => {
    await jobs.stop();
    closePlatform(platform);
  });

  const serveWebApp = fs.existsSync(path.join(config.staticDir, 'index.html'));
  // First, so its headers are set before any other hook can refuse the request.
  registerSecurityHeaders(app);
  registerHttpPlatform(app, { serveWebApp });

  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 3, fields: 20 },
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Custodia API', version: APP_VERSION },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      for (const routes of [
        healthRoutes,
        authRoutes,
        secondFactorRoutes,
        usersRoutes,
        rolesRoutes,
        workGroupsRoutes,
        apiAccountsRoutes,
        listsRoutes,
        formsRoutes,
        fieldsRoutes,
        recordsRoutes,
        stickersRoutes,
        filesRoutes,
        exportsRoutes,
        expedientsRoutes,
        expedientRecordsRoutes,
        trdRoutes,
        documentaryTypesRoutes,
        holdsRoutes,
        auditRoutes,
        backgroundJobsRoutes,
        companyRoutes,
        calendarRoutes,
        integrationsRoutes,
        dashboardRoutes,
        workflowsRoutes,
        workflowStepsRoutes,
        processesRoutes,
        inboxRoutes,
        heldTasksRoutes,
        taskViewsRoutes,
        taskBatchRoutes,
        processManagementRoutes,
        metricsRoutes,
        freeTasksRoutes,
        taskWorkRoutes,
        treePermissionsRoutes,
        pqrsRoutes,
        pqrsAnswersRoutes,
        webhooksRoutes,
        captureRoutes,
        signaturesRoutes,
      ]) {
        await api.register(routes);
      }
    },
    { prefix: apiBase },
  );

  if (serveWebApp) {
    await registerWebApp(app, config.staticDir);
  }
  if (config.jobsInProcess) jobs.start();
  return app;
}
