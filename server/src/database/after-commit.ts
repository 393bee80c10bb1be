import { EventSubscriber } from 'typeorm';
import type { EntityManager, EntitySubscriberInterface, QueryRunner, TransactionCommitEvent, TransactionRollbackEvent } from 'typeorm';
import { rootLogger } from '../common/logger';

type Work = () => void | Promise<void>;

interface Pending {
  /** The transaction depth the work was registered at (savepoints nest inside the transaction). */
  depth: number;
  work: Work;
  /** Run on commit (after the transaction is durable) or on rollback (to undo what is outside it). */
  on: 'commit' | 'rollback';
}

const pending = new WeakMap<QueryRunner, Pending[]>();

/** How deep the runner's transaction is nested (1: the transaction itself, 2+: savepoints). */
const depthOf = (runner: QueryRunner): number => (runner as unknown as { transactionDepth: number }).transactionDepth;

/**
 * Runs `work` once the transaction `manager` belongs to has committed, or at once when the manager
 * is in no transaction. Work registered in a transaction that rolls back (or in a savepoint rolled
 * back to) never runs. A failure of the work is logged, never thrown: the data is committed by then.
 * The work runs before the transaction's connection goes back to the pool: keep it short, and never
 * wait on another pool connection there (many writers doing so at once would exhaust the pool);
 * slow or durable work belongs in the outbox.
 */
export async function afterCommit(manager: EntityManager | undefined, work: Work): Promise<void> {
  const runner = manager?.queryRunner;
  if (!runner || !runner.isTransactionActive) return run([work]);
  register(runner, { depth: depthOf(runner), work, on: 'commit' });
}

/**
 * Runs `work` if the transaction `manager` belongs to rolls back (or the savepoint it was registered
 * in is rolled back to): for effects outside the database, such as a file written for a row that
 * will never exist. Outside a transaction it never runs.
 */
export function afterRollback(manager: EntityManager | undefined, work: Work): void {
  const runner = manager?.queryRunner;
  if (runner?.isTransactionActive) register(runner, { depth: depthOf(runner), work, on: 'rollback' });
}

function register(runner: QueryRunner, item: Pending): void {
  const list = pending.get(runner) ?? [];
  list.push(item);
  pending.set(runner, list);
}

async function run(works: Work[]): Promise<void> {
  for (const work of works) {
    try {
      await work();
    } catch (error) {
      rootLogger().error({ err: error }, 'Work after a commit failed');
    }
  }
}

/**
 * The TypeORM subscriber behind afterCommit, listed in the data source options. TypeORM tells it of
 * every commit and rollback, savepoints included; only the outermost commit runs the work.
 */
@EventSubscriber()
export class AfterCommitHooks implements EntitySubscriberInterface {
  async afterTransactionCommit(event: TransactionCommitEvent): Promise<void> {
    const runner = event.queryRunner;
    if (runner.isTransactionActive) return; // a savepoint was released: its work waits for the transaction
    const list = pending.get(runner);
    if (!list) return;
    pending.delete(runner);
    await run(list.filter((p) => p.on === 'commit').map((p) => p.work));
  }

  async afterTransactionRollback(event: TransactionRollbackEvent): Promise<void> {
    const runner = event.queryRunner;
    const list = pending.get(runner);
    if (!list) return;
    // The whole transaction, or a savepoint: what was registered inside it is undone with it.
    const depth = runner.isTransactionActive ? depthOf(runner) : 0;
    const undone = list.filter((p) => p.depth > depth);
    const kept = list.filter((p) => p.depth <= depth);
    if (kept.length > 0) pending.set(runner, kept);
    else pending.delete(runner);
    await run(undone.filter((p) => p.on === 'rollback').map((p) => p.work));
  }
}
