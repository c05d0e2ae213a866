// The handlers' types come from the operations table: what this file claims is checked by the
// type checker (npm run typecheck), each `@ts-expect-error` line being a mistake that must not
// compile. The runtime checks are the route tests (routes.test.ts).
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { apiKeySchema, HyperdxAlertBody, KeyCreate, AlertCreate, PipeUpdate } from '../src/contract/index.js';
import type { AlertCtx, AlertHandlers, AnswerOf, ManagementHandlers, OpCtx, RequestOf } from './router.js';
import { alertHandlers } from './routes/alerts.js';
import { keyHandlers } from './routes/keys.js';
import { organizationHandlers } from './routes/organizations.js';
import { pipeHandlers } from './routes/pipes.js';
import { serviceHandlers } from './routes/services.js';

const { getKey: _left, ...withoutGetKey } = keyHandlers;
// @ts-expect-error: an operation of the table without its handler does not compile.
const missing: ManagementHandlers = { ...organizationHandlers, ...serviceHandlers, ...pipeHandlers, ...withoutGetKey };

// @ts-expect-error: an answer the response schema does not read (a key without its id) does not compile.
const wrongAnswer: ManagementHandlers['getKey'] = { access: 'read', description: 'reading keys', handler: () => ({ name: 'k' }) };

const wrongBody: ManagementHandlers['createKey'] = {
  access: 'write',
  description: 'creating keys',
  // @ts-expect-error: the body is the parsed create body, which has no `colour`.
  handler: (ctx) => ({ key: { id: ctx.body.colour } }),
};

describe('handler types', () => {
  it('follow the operations table', () => {
    expectTypeOf<RequestOf<'createKey'>>().toEqualTypeOf<KeyCreate>();
    expectTypeOf<RequestOf<'updatePipe'>>().toEqualTypeOf<PipeUpdate>();
    expectTypeOf<RequestOf<'getKey'>>().toEqualTypeOf<undefined>();
    expectTypeOf<OpCtx<'createKey'>['body']>().toEqualTypeOf<KeyCreate>();
    expectTypeOf<AnswerOf<'getKey'>>().toEqualTypeOf<z.input<typeof apiKeySchema>>();
    // A management operation answered by the envelope alone (the deletes) answers nothing.
    expectTypeOf<AnswerOf<'deleteKey'>>().toEqualTypeOf<undefined>();
    // An alert body is typed by the dialect of the organization that sent it.
    expectTypeOf<Extract<AlertCtx<'createAlert'>, { alertsDialect: 'contract' }>['body']>().toEqualTypeOf<AlertCreate>();
    expectTypeOf<Extract<AlertCtx<'createAlert'>, { alertsDialect: 'hyperdx' }>['body']>().toEqualTypeOf<HyperdxAlertBody>();
    expectTypeOf(alertHandlers).toExtend<AlertHandlers>();
    expect([missing, wrongAnswer, wrongBody]).toHaveLength(3);
  });
});
