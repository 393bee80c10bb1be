import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { hashPassword } from '../../server/src/common/passwords';
import { Admin } from '../../server/src/modules/account/admin.entity';
import { Customer } from '../../server/src/modules/customer/customer.entity';
import { Role } from '../../server/src/modules/role/role.entity';
import type { TestApp } from './app';

export const PASSWORD = 'correct-horse-battery';

let hashed: Promise<string> | undefined;
const passwordHash = (password: string) => (password === PASSWORD ? (hashed ??= hashPassword(PASSWORD)) : hashPassword(password));

export const unique = (prefix = 'x') => `${prefix}-${randomUUID().slice(0, 8)}`;
export const uniqueEmail = (prefix = 'user') => `${unique(prefix)}@example.test`.toLowerCase();

export async function createRole(ds: DataSource, permissions: string[], name = unique('role')): Promise<Role> {
  return ds.manager.save(ds.manager.create(Role, { name, permissions }));
}

export async function createAdmin(ds: DataSource, fields: Partial<Admin> & { password?: string } = {}): Promise<Admin> {
  const { password = PASSWORD, ...rest } = fields;
  return ds.manager.save(
    ds.manager.create(Admin, {
      name: 'Test Admin',
      email: uniqueEmail('admin'),
      enabled: true,
      roleId: 1,
      language: 'en_us',
      ...rest,
      passwordHash: await passwordHash(password),
    }),
  );
}

export async function createCustomer(ds: DataSource, fields: Partial<Customer> & { password?: string } = {}): Promise<Customer> {
  const { password = PASSWORD, ...rest } = fields;
  return ds.manager.save(
    ds.manager.create(Customer, {
      email: uniqueEmail('shopper'),
      firstName: 'Mei',
      lastName: 'Chan',
      language: 'en_us',
      enabled: true,
      ...rest,
      passwordHash: await passwordHash(password),
    }),
  );
}

export async function adminToken(t: TestApp, admin: Admin, password = PASSWORD): Promise<string> {
  const res = await request(t.http).post('/api/admin/login').send({ email: admin.email, password }).expect(200);
  return res.body.token;
}

export async function customerToken(t: TestApp, customer: Customer, password = PASSWORD): Promise<string> {
  const res = await request(t.http).post('/api/login').send({ email: customer.email, password }).expect(200);
  return res.body.token;
}

/** A fresh super admin and a token for it. */
export async function superAdmin(t: TestApp): Promise<{ admin: Admin; token: string }> {
  const admin = await createAdmin(t.dataSource, { roleId: 1 });
  return { admin, token: await adminToken(t, admin) };
}

/** An admin whose role holds exactly these permissions, and a token for it. */
export async function adminWith(t: TestApp, permissions: string[]): Promise<{ admin: Admin; role: Role; token: string }> {
  const role = await createRole(t.dataSource, permissions);
  const admin = await createAdmin(t.dataSource, { roleId: role.id });
  return { admin, role, token: await adminToken(t, admin) };
}
