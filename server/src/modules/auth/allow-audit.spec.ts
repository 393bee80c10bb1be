import { unknownPermissions } from './allow-audit';

describe(unknownPermissions.name, () => {
  it('names each handler whose @Allow names a permission the catalogue does not hold', () => {
    expect(
      unknownPermissions([
        { label: 'BrandController.list', access: { kind: 'admin', permission: 'brand.list' } },
        { label: 'BrandController.create', access: { kind: 'admin', permission: 'brand.craete' } },
        { label: 'ProductController.lookup', access: { kind: 'admin', permission: 'product.list', alternatives: ['menu.list', 'menus.lsit'] } },
        { label: 'HealthController.get', access: { kind: 'public' } },
        { label: 'AdminAuthController.me', access: { kind: 'admin' } },
        { label: 'Nothing.declared', access: undefined },
      ]),
    ).toEqual(['BrandController.create: brand.craete', 'ProductController.lookup: menus.lsit']);
  });
});
