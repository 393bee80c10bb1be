import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiCreated, DeletedAnswer } from '../../common/api-answers';
import { CurrentCustomer, CustomerSession, Public } from '../../common/auth/decorators';
import type { CustomerPrincipal } from '../../common/auth/principal';
import { countries } from '../../common/i18n/countries';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { AddressDto, presentAddress } from './address.dto';
import { AddressAnswer, CountryAnswer } from './address.responses';
import { AddressService } from './address.service';

@ApiTags('storefront: account')
@Controller()
export class AddressController {
  constructor(private readonly addresses: AddressService) {}

  @Get('countries')
  @Public()
  @ApiOperation({ summary: 'Country codes with names in en_us, zh_hk and zh_cn' })
  @ApiAnswer([CountryAnswer])
  countries(): CountryAnswer[] {
    return countries();
  }

  @Get('address')
  @CustomerSession()
  @ApiOperation({ summary: "The signed-in shopper's address book" })
  @ApiAnswer([AddressAnswer])
  async list(@CurrentCustomer() principal: CustomerPrincipal): Promise<AddressAnswer[]> {
    return (await this.addresses.list(principal.customer.id)).map(presentAddress);
  }

  @Post('address')
  @CustomerSession()
  @ApiOperation({ summary: 'Add an address; a ticked default unticks it on the other rows' })
  @ApiCreated(AddressAnswer)
  async create(@CurrentCustomer() principal: CustomerPrincipal, @Body() dto: AddressDto): Promise<AddressAnswer> {
    return presentAddress(await this.addresses.create(principal.customer.id, dto));
  }

  @Put('address/:id')
  @CustomerSession()
  @ApiAnswer(AddressAnswer)
  async update(@CurrentCustomer() principal: CustomerPrincipal, @Param('id', ParseIdPipe) id: number, @Body() dto: AddressDto): Promise<AddressAnswer> {
    return presentAddress(await this.addresses.update(principal.customer.id, id, dto));
  }

  @Delete('address/:id')
  @CustomerSession()
  @HttpCode(200)
  @ApiAnswer(DeletedAnswer)
  async remove(@CurrentCustomer() principal: CustomerPrincipal, @Param('id', ParseIdPipe) id: number): Promise<DeletedAnswer> {
    await this.addresses.remove(principal.customer.id, id);
    return { id };
  }
}
