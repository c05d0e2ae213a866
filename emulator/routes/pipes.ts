// Pipes: list, read, create (op 3), update (op 4), state command (op 5), scaling, settings, CDC scaling, delete.
import { randomUUID } from 'node:crypto';
import {
  pipeRescaleFields,
  PIPE_SCALING_MESSAGES,
  PIPE_SETTING_FIELDS,
  pipeSettingFieldsOf,
  PIPE_SETTINGS_MESSAGES,
  CDC_SCALING_MESSAGES,
  cdcMemoryFor,
  PIPE_SOURCE_KINDS,
  presentSourceKinds,
  unmappedColumnMessage,
  unmappedColumns,
} from '../../src/contract/index.js';
import { failedDependency, noSuchId, nowIso } from '../http.js';
import {
  PIPE_RUNNING_LIKE,
  PIPE_STARTABLE,
  pipeCreateStates,
  pipeResyncStates,
  pipeStartStates,
  pipeStopStates,
  track,
  type PipeKind,
  type PipeShape,
} from '../lifecycle.js';
import type { Ctx, ManagementHandlers, OpCtx } from '../router.js';
import type { StoredPipe, StoredService } from '../store.js';
import { fieldError } from '../validate.js';
import { pipeState, pipeView, withoutSecrets } from '../views.js';
import { serviceState } from '../service-state.js';
import { requireService } from './service-lookup.js';
import { applyPipeUpdate } from './pipe-update.js';
import { closeSpan, pipeSize, setPipeTrack } from '../usage-ledger.js';

const DEFAULT_SCALING = { replicas: 1, concurrency: 1, replicaCpuMillicores: 500, replicaMemoryGb: 2 };

function requireRunningService(ctx: Ctx): StoredService {
  const svc = requireService(ctx);
  const state = serviceState(ctx.store, svc, ctx.now);
  if (state !== 'running') throw failedDependency(`Service is not running. Current state: ${state}`);
  return svc;
}

function requirePipe(ctx: Ctx, svc: StoredService): StoredPipe {
  const pipe = ctx.store.pipe(svc.id, ctx.params.pipeId);
  if (!pipe) throw noSuchId(`pipe ${ctx.params.pipeId} does not exist in service ${svc.id}`);
  return pipe;
}

export function pipeShape(pipe: Pick<StoredPipe, 'kind' | 'source'>): PipeShape {
  const os = pipe.source.objectStorage as { isContinuous?: boolean } | undefined;
  return { kind: pipe.kind, oneShot: pipe.kind === 'objectStorage' && os?.isContinuous !== true };
}

function createPipe(ctx: OpCtx<'createPipe'>) {
  const svc = requireService(ctx);
  const body = ctx.body;
  requireRunningService(ctx);
  const kind = presentSourceKinds(body.source)[0] as PipeKind;
  const id = randomUUID();
  // Credentials are never answered, so they are not kept either (nor written to EMULATOR_DATA).
  const source = withoutSecrets(structuredClone(body.source));
  for (const other of PIPE_SOURCE_KINDS) if (source[other] === null) delete source[other]; // null: the kind is absent
  if (kind === 'kafka' && source.kafka) source.kafka.consumerGroup ??= `pipes-${id}`;
  const created = nowIso(ctx.now);
  const pipe: StoredPipe = {
    id,
    organizationId: svc.organizationId,
    serviceId: svc.id,
    name: body.name,
    kind,
    source,
    destination: { database: 'default', ...structuredClone(body.destination ?? {}) },
    fieldMappings: structuredClone(body.fieldMappings ?? []),
    scaling: { ...DEFAULT_SCALING, ...(body.scaling ?? {}) },
    settings: { ...(body.settings ?? {}) },
    createdAt: created,
    updatedAt: created,
    track: track([], ctx.now),
  };
  pipe.track = track(pipeCreateStates(pipeShape(pipe)), ctx.now);
  ctx.store.pipes.put(pipe);
  ctx.store.save();
  return pipeView(ctx.store, pipe, ctx.now);
}

function updatePipe(ctx: OpCtx<'updatePipe'>) {
  const svc = requireService(ctx);
  const pipe = requirePipe(ctx, svc);
  const body = ctx.body;
  requireRunningService(ctx);
  const state = pipeState(ctx.store, pipe, ctx.now);
  if (state === 'Completed') fieldError('state', 'This pipe has completed its one-time load; a Completed pipe cannot be edited.');
  const next = applyPipeUpdate(pipe, body, state);
  const missing = unmappedColumns((next.destination.columns as { name: string }[] | undefined) ?? [], next.fieldMappings as { destinationField: string }[]);
  if (missing.length > 0) fieldError('fieldMappings', unmappedColumnMessage(missing[0]));
  next.source = withoutSecrets(next.source) as Record<string, unknown>;
  Object.assign(pipe, next, { updatedAt: nowIso(ctx.now) });
  ctx.store.save();
  return pipeView(ctx.store, pipe, ctx.now);
}

/**
 * Update pipe scaling, as the real API says of each field: replicas for Kafka, Kinesis and object
 * storage pipes, CPU and memory per replica for the streaming ones; a Postgres pipe is scaled with
 * the service's CDC scaling. Only the fields sent change.
 */
function scalePipe(ctx: OpCtx<'updatePipeScaling'>) {
  const svc = requireService(ctx);
  const pipe = requirePipe(ctx, svc);
  requireRunningService(ctx);
  const allowed: readonly string[] = pipeRescaleFields(pipe.kind);
  const sent = Object.entries(ctx.body).filter(([, v]) => v !== null && v !== undefined);
  for (const [field] of sent) if (!allowed.includes(field)) fieldError(field, PIPE_SCALING_MESSAGES.notForKind(field, pipe.kind));
  closeSpan(pipe, pipeSize(pipe), ctx.now);
  pipe.scaling = { ...pipe.scaling, ...Object.fromEntries(sent) };
  pipe.updatedAt = nowIso(ctx.now);
  ctx.store.save();
  return pipeView(ctx.store, pipe, ctx.now);
}

/** Every setting, null where the pipe keeps the service's default (as ClickPipeSettings lists them). */
function settingsView(pipe: StoredPipe) {
  return Object.fromEntries(PIPE_SETTING_FIELDS.map(({ field }) => [field, (pipe.settings as Record<string, unknown>)[field] ?? null]));
}

/**
 * Update pipe settings: replaces them (a setting sent null, or not sent, goes back to the default);
 * a setting that does not apply to the pipe's kind is refused, and a Postgres pipe takes none.
 */
function replacePipeSettings(ctx: OpCtx<'updatePipeSettings'>) {
  const svc = requireService(ctx);
  const pipe = requirePipe(ctx, svc);
  requireRunningService(ctx);
  const allowed: readonly string[] = pipeSettingFieldsOf(pipe.kind);
  const sent = Object.entries(ctx.body).filter(([, v]) => v !== null && v !== undefined);
  for (const [field] of sent) if (!allowed.includes(field)) fieldError(field, PIPE_SETTINGS_MESSAGES.notForKind(field, pipe.kind));
  pipe.settings = Object.fromEntries(sent);
  pipe.updatedAt = nowIso(ctx.now);
  ctx.store.save();
  return settingsView(pipe);
}

/** What a service's database pipes run with until it is changed. */
const CDC_DEFAULT = { replicaCpuMillicores: 2000, replicaMemoryGb: 8 };

/**
 * Update CDC scaling: the CPU and memory of every database pipe of the service; what is not sent
 * stays, and the result must keep 4 GB of memory per core.
 */
function scaleCdc(ctx: OpCtx<'updatePipeCdcScaling'>) {
  const svc = requireRunningService(ctx);
  const sent = Object.fromEntries(Object.entries(ctx.body).filter(([, v]) => v !== undefined));
  const next = { ...(svc.cdcScaling ?? CDC_DEFAULT), ...sent };
  if (next.replicaMemoryGb !== cdcMemoryFor(next.replicaCpuMillicores)) fieldError('replicaMemoryGb', CDC_SCALING_MESSAGES.ratio(next.replicaCpuMillicores));
  svc.cdcScaling = next;
  ctx.store.save();
  return next;
}

function commandPipe(ctx: OpCtx<'updatePipeState'>) {
  const svc = requireService(ctx);
  const pipe = requirePipe(ctx, svc);
  const { command } = ctx.body;
  requireRunningService(ctx);
  const state = pipeState(ctx.store, pipe, ctx.now);
  const shape = pipeShape(pipe);
  if (command === 'start') {
    if (!PIPE_STARTABLE.has(state)) {
      fieldError(
        'command',
        PIPE_RUNNING_LIKE.has(state)
          ? `pipe is already running (state ${state}); only a Stopped, Paused or Failed pipe can be started.`
          : `A pipe in state ${state} cannot be started; only a Stopped, Paused or Failed pipe can.`,
      );
    }
    setPipeTrack(pipe, track(pipeStartStates(shape), ctx.now));
  } else if (command === 'stop') {
    const stopped = pipeStopStates(shape);
    if (state !== stopped[stopped.length - 1]) setPipeTrack(pipe, track(stopped, ctx.now));
  } else {
    if (pipe.kind !== 'postgres') fieldError('command', `Only postgres pipes can be resynced; this pipe reads from ${pipe.kind}.`);
    setPipeTrack(pipe, track(pipeResyncStates(), ctx.now));
  }
  pipe.updatedAt = nowIso(ctx.now);
  ctx.store.save();
  return pipeView(ctx.store, pipe, ctx.now);
}

/** A pipe is deleted whatever its state (real-apis.md). Answers no result. */
function deletePipe(ctx: Ctx): undefined {
  const svc = requireService(ctx);
  const pipe = requirePipe(ctx, svc);
  ctx.store.removePipe(pipe, svc.dataWarehouseId, ctx.now);
  ctx.store.save();
  return undefined;
}

export const pipeHandlers = {
  listPipes: {
    access: 'read',
    description: 'listing pipes',
    handler: (ctx) => {
      const svc = requireService(ctx);
      return ctx.store.pipes.inGroup(svc.id).map((p) => pipeView(ctx.store, p, ctx.now));
    },
  },
  createPipe: { access: 'write', description: 'creating pipes', handler: createPipe },
  getPipe: { access: 'read', description: 'reading pipes', handler: (ctx) => pipeView(ctx.store, requirePipe(ctx, requireService(ctx)), ctx.now) },
  updatePipe: { access: 'write', description: 'updating pipes', handler: updatePipe },
  deletePipe: { access: 'write', description: 'deleting pipes', handler: deletePipe },
  updatePipeState: { access: 'write', description: 'changing the state of pipes', handler: commandPipe },
  updatePipeScaling: { access: 'write', description: 'scaling pipes', handler: scalePipe },
  getPipeSettings: { access: 'read', description: 'reading pipe settings', handler: (ctx) => settingsView(requirePipe(ctx, requireService(ctx))) },
  updatePipeSettings: { access: 'write', description: 'changing pipe settings', handler: replacePipeSettings },
  getPipeCdcScaling: { access: 'read', description: 'reading CDC scaling', handler: (ctx) => requireService(ctx).cdcScaling ?? CDC_DEFAULT },
  updatePipeCdcScaling: { access: 'write', description: 'changing CDC scaling', handler: scaleCdc },
} satisfies Partial<ManagementHandlers>;
