import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { Access, ACCESS_KEY } from '../../common/auth/decorators';
import { isPermission } from '../permission';

/** "Controller.handler: name" for every @Allow permission name the catalogue does not hold. */
export function unknownPermissions(handlers: { label: string; access: Access | undefined }[]): string[] {
  const found: string[] = [];
  for (const { label, access } of handlers) {
    if (access?.kind !== 'admin' || !access.permission) continue;
    for (const name of [access.permission, ...(access.alternatives ?? [])]) if (!isPermission(name)) found.push(`${label}: ${name}`);
  }
  return found;
}

/**
 * Checks at start that every @Allow names a permission of the catalogue: a typo would otherwise lock
 * a route for everyone but super admins. The app refuses to start, naming the handlers.
 */
@Injectable()
export class AllowAudit implements OnApplicationBootstrap {
  constructor(private readonly discovery: DiscoveryService) {}

  onApplicationBootstrap(): void {
    const handlers: { label: string; access: Access | undefined }[] = [];
    for (const wrapper of this.discovery.getControllers()) {
      const prototype = wrapper.metatype?.prototype as Record<string, unknown> | undefined;
      if (!prototype) continue;
      const classAccess = Reflect.getMetadata(ACCESS_KEY, wrapper.metatype!) as Access | undefined;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        handlers.push({ label: `${wrapper.name}.${name}`, access: (Reflect.getMetadata(ACCESS_KEY, handler) as Access | undefined) ?? classAccess });
      }
    }
    const unknown = unknownPermissions(handlers);
    if (unknown.length > 0) throw new Error(`@Allow names permissions the catalogue does not hold: ${unknown.join('; ')}`);
  }
}
