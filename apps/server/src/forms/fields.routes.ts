import {
  AcceptedDto,
  apiPaths,
  FieldCreateInput,
  FieldDefinitionDto,
  FieldDefinitionInput,
  FieldListDto,
  FieldListQuery,
  FieldOrderInput,
  IdParams,
  LookupFieldDto,
  LookupFormDto,
  PageQuery,
  paged,
  Uuid,
} from '@custodia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created } from '../platform/http.ts';
import type { Services } from '../platform/services.ts';
import * as fields from './fields.service.ts';

const tags = ['form fields'];
const FormFieldParams = z.object({ id: Uuid, fieldId: Uuid });

export const fieldsRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      apiPaths.fields,
      { schema: { tags, body: FieldCreateInput, response: { 201: FieldDefinitionDto } } },
      (request, reply) => created(reply, fields.createField(services, request.actor, request.body)),
    );

    app.get(
      apiPaths.formFields,
      {
        schema: {
          tags,
          params: IdParams,
          querystring: FieldListQuery,
          response: { 200: FieldListDto },
        },
      },
      (request) => fields.listFields(services, request.actor, request.params.id, request.query),
    );

    app.get(
      apiPaths.formsAsLookup,
      {
        schema: {
          tags,
          params: IdParams,
          querystring: PageQuery,
          response: { 200: paged(LookupFormDto) },
        },
      },
      (request) =>
        fields.listLookupTargets(services, request.actor, request.params.id, request.query),
    );

    app.get(
      apiPaths.formAsLookupFields,
      { schema: { tags, params: IdParams, response: { 200: z.array(LookupFieldDto) } } },
      (request) => fields.listLookupFields(services, request.actor, request.params.id),
    );

    app.delete(
      apiPaths.formField,
      { schema: { tags, params: FormFieldParams, response: { 200: AcceptedDto } } },
      async (request) => {
        await fields.deleteField(
          services,
          request.actor,
          request.params.id,
          request.params.fieldId,
        );
        return { detail: 'ok' };
      },
    );

    app.get(
      apiPaths.field,
      { schema: { tags, params: IdParams, response: { 200: FieldDefinitionDto } } },
      (request) => fields.getField(services, request.actor, request.params.id),
    );

    app.patch(
      apiPaths.field,
      {
        schema: {
          tags,
          params: IdParams,
          body: FieldDefinitionInput,
          response: { 200: FieldDefinitionDto },
        },
      },
      (request) => fields.updateField(services, request.actor, request.params.id, request.body),
    );

    app.patch(
      apiPaths.fieldOrder,
      {
        schema: {
          tags,
          params: IdParams,
          body: FieldOrderInput,
          response: { 200: FieldDefinitionDto },
        },
      },
      (request) => fields.moveField(services, request.actor, request.params.id, request.body.order),
    );
  };
