import request from 'supertest';
import { GrantOrderCreate1764620000000 } from '../../migrations/1764620000000-GrantOrderCreate';
import { startTestApp, TestApp } from '../helpers/app';
import { createRole, superAdmin } from '../helpers/factories';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const ORDERS = ['order.list', 'order.view', 'order.edit', 'order.create'];

/**
 * order.create joined the catalogue's Orders group after roles were made: roles that held the whole
 * group showed it partly ticked on the role screen. The migration gives it to them, and only to them.
 */
describe(GrantOrderCreate1764620000000.name, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    ({ token } = await superAdmin(t));
  });
  afterAll(() => t.close());

  const up = async () => {
    const runner = t.dataSource.createQueryRunner();
    try {
      await new GrantOrderCreate1764620000000().up(runner);
    } finally {
      await runner.release();
    }
  };
  const held = async (id: number): Promise<string[]> =>
    (await request(t.http).get(`/api/admin/role/${id}`).set(bearer(token)).expect(200)).body.permission_list;

  it('gives order.create to roles that held every other order permission, so the Orders group reads ticked', async () => {
    const manager = await createRole(t.dataSource, ['dashboard', 'order.list', 'order.view', 'order.edit']);
    await up();
    expect(await held(manager.id)).toEqual(['dashboard', 'order.list', 'order.view', 'order.edit', 'order.create']);
    const catalogue = await request(t.http).get('/api/admin/role/permission').set(bearer(token)).expect(200);
    const group = catalogue.body
      .flatMap((a: { groups: { group: string; permissions: string[] }[] }) => a.groups)
      .find((g: { group: string }) => g.group === 'order');
    expect([...group.permissions].sort()).toEqual([...ORDERS].sort());
  });

  it('leaves roles that held part of the group, or already held it all, as they were; running again changes nothing', async () => {
    const reader = await createRole(t.dataSource, ['order.list', 'order.view']);
    const editor = await createRole(t.dataSource, ['order.view', 'order.edit']);
    const complete = await createRole(t.dataSource, ['order.create', 'order.list', 'order.view', 'order.edit']);
    const none = await createRole(t.dataSource, ['product.list']);
    await up();
    await up();
    expect(await held(reader.id)).toEqual(['order.list', 'order.view']);
    expect(await held(editor.id)).toEqual(['order.view', 'order.edit']);
    expect(await held(complete.id)).toEqual(['order.create', 'order.list', 'order.view', 'order.edit']);
    expect(await held(none.id)).toEqual(['product.list']);
  });
});
