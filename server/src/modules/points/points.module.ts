import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module';
import { PointsAdminController, PointsController } from './points.controller';
import { PointsService } from './points.service';

@Module({ imports: [SettingsModule], controllers: [PointsController, PointsAdminController], providers: [PointsService], exports: [PointsService] })
export class PointsModule {}
