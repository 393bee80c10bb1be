import { Admin } from '../modules/account/admin.entity';
import { CustomerAddress } from '../modules/address/address.entity';
import { Session } from '../modules/auth/session.entity';
import { Customer } from '../modules/customer/customer.entity';
import { PasswordReset } from '../modules/customer/password-reset.entity';
import { MailMessage } from '../modules/mail/mail-message.entity';
import { Menu, MenuTranslation } from '../modules/menu/menu.entity';
import { Role } from '../modules/role/role.entity';
import { Setting } from '../modules/settings/setting.entity';
import { OutboxEntry } from '../queue/outbox.entity';

export const ENTITIES = [Admin, Customer, CustomerAddress, MailMessage, Menu, MenuTranslation, OutboxEntry, PasswordReset, Role, Session, Setting];
