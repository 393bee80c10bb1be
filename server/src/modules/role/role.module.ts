import { Module } from '@nestjs/common';
import { RoleController } from './role.controller';
import { RoleRepository } from './role.repository';
import { RoleService } from './role.service';

@Module({ controllers: [RoleController], providers: [RoleRepository, RoleService], exports: [RoleService] })
export class RoleModule {}
