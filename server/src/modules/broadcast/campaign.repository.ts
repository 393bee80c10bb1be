import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { ListQuery } from '../../common/list-query';
import { readList, type ListDefinition, type ListPage } from '../../database/list-statement';
import type { ReceiverRules } from './audience.repository';

/** The messages and receivers of the campaigns: broadcast_message and broadcast_receiver, as stored. */
export interface MessageRow {
  id: number;
  name: string;
  subject: Record<string, string>;
  body: Record<string, string>;
  created_at: Date;
  updated_at: Date;
}

export interface ReceiverRow {
  id: number;
  name: string;
  rules: ReceiverRules;
  created_at: Date;
  updated_at: Date;
}

export const MESSAGE_SORTS: Record<string, string> = { id: 'm.id', name: 'm.name', updated_at: 'm.updated_at' };
export const RECEIVER_SORTS: Record<string, string> = { id: 'r.id', name: 'lower(r.name)', updated_at: 'r.updated_at' };

const MESSAGE_COLUMNS = 'm.id, m.name, m.subject, m.body, m.created_at, m.updated_at';
const MESSAGE_LIST: ListDefinition = {
  columns: `${MESSAGE_COLUMNS}, (SELECT count(*) FROM broadcast b WHERE b.message_id = m.id)::int AS broadcasts`,
  from: 'broadcast_message m',
  id: 'm.id',
  sorts: MESSAGE_SORTS,
  search: ['m.name'],
  deferColumns: true,
};

const RECEIVER_COLUMNS = 'r.id, r.name, r.rules, r.created_at, r.updated_at';
const RECEIVER_LIST: ListDefinition = { columns: RECEIVER_COLUMNS, from: 'broadcast_receiver r', id: 'r.id', sorts: RECEIVER_SORTS, search: ['r.name'] };

/** The one place that reads and writes broadcast_message and broadcast_receiver. */
@Injectable()
export class CampaignRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  listMessages(query: ListQuery): Promise<ListPage<MessageRow & { broadcasts: number }>> {
    return readList(this.dataSource.manager, MESSAGE_LIST, query);
  }

  async message(id: number, manager: EntityManager = this.dataSource.manager): Promise<MessageRow | undefined> {
    const [row] = await manager.query(`SELECT ${MESSAGE_COLUMNS} FROM broadcast_message m WHERE m.id = $1`, [id]);
    return row;
  }

  async insertMessage(manager: EntityManager, values: Pick<MessageRow, 'name' | 'subject' | 'body'>): Promise<number> {
    const [{ id }] = await manager.query(`INSERT INTO broadcast_message (name, subject, body) VALUES ($1, $2, $3) RETURNING id`, [
      values.name,
      values.subject,
      values.body,
    ]);
    return id;
  }

  /** False when there is no such message. */
  async updateMessage(manager: EntityManager, id: number, values: Pick<MessageRow, 'name' | 'subject' | 'body'>): Promise<boolean> {
    const [, count] = await manager.query(`UPDATE broadcast_message SET name = $2, subject = $3, body = $4, updated_at = now() WHERE id = $1`, [
      id,
      values.name,
      values.subject,
      values.body,
    ]);
    return count > 0;
  }

  /** Locks the message against a broadcast taking it meanwhile; how many broadcasts use it (undefined: no such message). */
  async lockMessage(manager: EntityManager, id: number): Promise<{ broadcasts: number } | undefined> {
    const [row] = await manager.query(
      `SELECT (SELECT count(*) FROM broadcast b WHERE b.message_id = m.id)::int AS broadcasts FROM broadcast_message m WHERE m.id = $1 FOR UPDATE`,
      [id],
    );
    return row;
  }

  async deleteMessage(manager: EntityManager, id: number): Promise<void> {
    await manager.query(`DELETE FROM broadcast_message WHERE id = $1`, [id]);
  }

  listReceivers(query: ListQuery): Promise<ListPage<ReceiverRow>> {
    return readList(this.dataSource.manager, RECEIVER_LIST, query);
  }

  /** By name, without case. */
  async receiverNamed(name: string, manager: EntityManager = this.dataSource.manager): Promise<ReceiverRow | undefined> {
    const [row] = await manager.query(`SELECT ${RECEIVER_COLUMNS} FROM broadcast_receiver r WHERE lower(r.name) = lower($1)`, [name]);
    return row;
  }

  /** Those of the ids that are receivers, in the order asked. */
  async receivers(ids: readonly number[], manager: EntityManager = this.dataSource.manager): Promise<ReceiverRow[]> {
    return manager.query(
      `SELECT ${RECEIVER_COLUMNS} FROM unnest($1::int[]) WITH ORDINALITY AS asked(id, position) JOIN broadcast_receiver r ON r.id = asked.id ORDER BY asked.position`,
      [ids],
    );
  }

  async insertReceiver(manager: EntityManager, values: Pick<ReceiverRow, 'name' | 'rules'>): Promise<number> {
    const [{ id }] = await manager.query(`INSERT INTO broadcast_receiver (name, rules) VALUES ($1, $2) RETURNING id`, [values.name, values.rules]);
    return id;
  }

  async updateReceiver(manager: EntityManager, id: number, values: Pick<ReceiverRow, 'name' | 'rules'>): Promise<void> {
    await manager.query(`UPDATE broadcast_receiver SET name = $2, rules = $3, updated_at = now() WHERE id = $1`, [id, values.name, values.rules]);
  }

  async deleteReceiver(manager: EntityManager, id: number): Promise<void> {
    await manager.query(`DELETE FROM broadcast_receiver WHERE id = $1`, [id]);
  }

  /** Whether another receiver has the name (without case). */
  async receiverNameTaken(manager: EntityManager, name: string, exceptId: number | null): Promise<boolean> {
    const rows = await manager.query(`SELECT 1 FROM broadcast_receiver WHERE lower(name) = lower($1) AND id IS DISTINCT FROM $2`, [name, exceptId]);
    return rows.length > 0;
  }
}
