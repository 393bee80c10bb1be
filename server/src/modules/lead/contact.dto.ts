import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { OptionalLanguage, OptionalText, RequiredEmail, RequiredLongText, RequiredText } from '../../common/dto-fields';
import { LANGUAGE_CODES, type LanguageCode } from '../../common/i18n/languages';

/** POST /api/contact: a message to the shop from its contact page. */
export class ContactDto {
  @ApiProperty() @RequiredText('name', 200) name: string;

  @ApiProperty()
  @RequiredEmail()
  email: string;

  @ApiProperty() @RequiredText('subject', 300) subject: string;
  @ApiProperty() @RequiredLongText('message', 5000) message: string;

  @ApiPropertyOptional({ enum: LANGUAGE_CODES, description: 'The language the visitor wrote in' })
  @OptionalLanguage()
  language?: LanguageCode;

  @ApiPropertyOptional({ description: 'Left empty by people: a form field hidden from them that bots fill in' })
  @OptionalText('website', 500)
  website?: string;
}

/** POST /api/ebook: who asks for the ebook. */
export class EbookRequestDto {
  @ApiProperty() @RequiredText('name', 200) name: string;

  @ApiProperty()
  @RequiredEmail()
  email: string;

  @ApiPropertyOptional({ enum: LANGUAGE_CODES })
  @OptionalLanguage()
  language?: LanguageCode;

  @ApiPropertyOptional({ description: 'A honeypot: left empty by people' })
  @OptionalText('website', 500)
  website?: string;
}

/** POST /api/admin/contact: someone staff met or spoke to (a call, a visit, a business card), entered by hand: the contact page's fields without its honeypot. */
export class StaffContactDto extends OmitType(ContactDto, ['website'] as const) {}
