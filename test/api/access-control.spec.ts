import { startTestApp, TestApp } from '../helpers/app';
import { expressRoutes, routeTable } from '../helpers/routes';
describe('x', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp(); });
  afterAll(() => t.close());
  it('prints', () => {
    console.log(JSON.stringify(routeTable(t)), JSON.stringify(expressRoutes(t)));
  });
});
