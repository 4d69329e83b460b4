import { Injectable, type StreamableFile } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { CSV_BATCH_SIZE, csvFile } from '../common/listing/csv-file.js';
import { inIdOrder, type Page } from '../common/listing/list-source.js';
import { Clock } from '../common/time/clock.js';
import { todayInIst } from '../common/time/ist.js';
import { AGENT_CSV_COLUMNS, CUSTOMER_CSV_COLUMNS } from './account-csv.js';
import { accountListSource } from './account-list.js';
import type { ListAccountsQuery } from './dto/list-accounts.query.js';
import type { Role } from './role.js';
import { User } from './user.entity.js';

/** The admin's customers and agents lists: a page of accounts, or all of them as CSV (account-list.ts has the filters). */
@Injectable()
export class AccountList {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly clock: Clock,
  ) {}

  async page(role: Role, query: ListAccountsQuery): Promise<Page<User>> {
    const { ids, total, page, limit } = await accountListSource(this.users, role, query).page(query.page, query.limit);
    return { items: await this.load(ids), total, page, limit };
  }

  csv(role: 'customer' | 'agent', query: ListAccountsQuery): StreamableFile {
    const source = accountListSource(this.users, role, query);
    const columns = role === 'agent' ? AGENT_CSV_COLUMNS : CUSTOMER_CSV_COLUMNS;
    return csvFile(
      `${role}s-${todayInIst(this.clock.now())}.csv`,
      columns,
      source.rows(CSV_BATCH_SIZE, (ids) => this.load(ids)),
    );
  }

  private async load(ids: number[]): Promise<User[]> {
    return ids.length ? inIdOrder(ids, await this.users.findBy({ id: In(ids) })) : [];
  }
}
