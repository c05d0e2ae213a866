import { describe, it } from 'vitest';
import { IP_SOURCE_MESSAGE } from './common.js';
import { KEY_MESSAGES } from './key.js';
import { KEY_UPDATE_MESSAGES as M, keyUpdateSchema } from './key-update.js';
import { checkRow, issue, type Row } from './test-helpers.js';

const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

describe('keyUpdateSchema', () => {
  it.each<Row>([
    ['empty body', {}, null],
    ['name', { name: 'renamed' }, null],
    ['name not text', { name: 5 }, issue('name', 'Must be text.')],
    ['one role', { roles: ['developer'] }, null],
    ['no roles', { roles: [] }, issue('roles', KEY_MESSAGES.roles)],
    ['unknown role', { roles: ['owner'] }, issue('roles.0', KEY_MESSAGES.role)],
    ['never expires (null)', { expireAt: null }, null],
    ['never expires (empty)', { expireAt: '' }, null],
    ['expiry one minute ahead', { expireAt: inMinutes(1) }, null],
    ['expiry one minute ago', { expireAt: inMinutes(-1) }, issue('expireAt', KEY_MESSAGES.expireAtPast)],
    ['expiry without time zone', { expireAt: '2999-01-01T00:00:00' }, issue('expireAt', KEY_MESSAGES.expireAtFormat)],
    ['disable', { state: 'disabled' }, null],
    ['enable', { state: 'enabled' }, null],
    ['state paused', { state: 'paused' }, issue('state', M.state)],
    ['IP list', { ipAccessList: [{ source: '198.51.100.7' }] }, null],
    ['empty IP list (deny all)', { ipAccessList: [] }, null],
    ['bad IP', { ipAccessList: [{ source: 'localhost' }] }, issue('ipAccessList.0.source', IP_SOURCE_MESSAGE)],
    ['hashData (create only)', { hashData: {} }, issue('hashData', 'Unknown field "hashData" is not accepted here.')],
  ])('%s', (...row) => checkRow(keyUpdateSchema, row));
});
