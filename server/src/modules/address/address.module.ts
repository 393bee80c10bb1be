import { TypeOrmModule } from '@nestjs/typeorm';
import { CustomerAddress } from './address.entity';
import { Module } from '@nestjs/common';
import { AddressController } from './address.controller';
import { AddressRepository } from './address.repository';
import { AddressService } from './address.service';

@Module({
  imports: [TypeOrmModule.forFeature([CustomerAddress])],
  controllers: [AddressController],
  providers: [AddressRepository, AddressService],
  exports: [AddressService],
})
export class AddressModule {}
