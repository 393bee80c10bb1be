import { Admin } from '../modules/account/admin.entity';
import { Session } from '../modules/auth/session.entity';
import { Customer } from '../modules/customer/customer.entity';
import { PasswordReset } from '../modules/customer/password-reset.entity';
import { MailMessage } from '../modules/mail/mail-message.entity';
import { Role } from '../modules/role/role.entity';
import { Setting } from '../modules/settings/setting.entity';
import { OutboxEntry } from '../queue/outbox.entity';

export const ENTITIES = [Admin, Customer, MailMessage, OutboxEntry, PasswordReset, Role, Session, Setting];
