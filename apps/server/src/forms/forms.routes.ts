import {
  AcceptedDto,
  apiPaths,
  FormDto,
  FormInput,
  FormListQuery,
  FormStatusInput,
  FormSummaryDto,
  IdParams,
  paged,
} from '@custodia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created } from '../platform/http.ts';
import type { Services } from '../platform/services.ts';
import { formsAvailableToFile } from '../roles/form-grants.service.ts';
import * as forms from './forms.service.ts';

const tags = ['forms'];

export const formsRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      apiPaths.forms,
      { schema: { tags, querystring: FormListQuery, response: { 200: paged(FormDto) } } },
      (request) => forms.listForms(services, request.actor, request.query),
    );

    app.post(
      apiPaths.forms,
      { schema: { tags, body: FormInput, response: { 201: FormDto } } },
      (request, reply) => created(reply, forms.createForm(services, request.actor, request.body)),
    );

    app.get(
      apiPaths.formsAvailablePerUser,
      { schema: { tags, response: { 200: z.array(FormSummaryDto) } } },
      (request) => formsAvailableToFile(services, request.actor),
    );

    app.get(
      apiPaths.form,
      { schema: { tags, params: IdParams, response: { 200: FormDto } } },
      (request) => forms.getForm(services, request.actor, request.params.id),
    );

    app.put(
      apiPaths.form,
      { schema: { tags, params: IdParams, body: FormInput, response: { 200: FormDto } } },
      (request) => forms.updateForm(services, request.actor, request.params.id, request.body),
    );

    app.patch(
      apiPaths.formStatus,
      {
        schema: {
          tags,
          params: IdParams,
          body: FormStatusInput,
          response: { 200: FormDto.or(AcceptedDto) },
        },
      },
      async (request) =>
        (await forms.changeFormStatus(
          services,
          request.actor,
          request.params.id,
          request.body.status,
        )) ?? { detail: 'ok' },
    );
  };
