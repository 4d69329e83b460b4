import { BooleanParam, DateParam, ListQuery, SortParam, TextParam } from '../../common/listing/list-query.js';

export const ACCOUNT_SORT_KEYS = ['createdAt', 'fullName'] as const;
export const ACCOUNT_DEFAULT_SORT = '-createdAt';

/**
 * GET /api/users/customers and /agents (and their .csv). `q` finds an account by mobile or e-mail
 * exactly, or by text in the name, e-mail, mobile or (agents) business name.
 */
export class ListAccountsQuery extends ListQuery {
  @BooleanParam('active', 'true: active accounts only; false: deactivated or awaiting approval')
  active?: boolean;

  @BooleanParam('pendingApproval', 'true: registered and never yet activated by an admin (agents); false: the others')
  pendingApproval?: boolean;

  @TextParam('city', 'The city as the account holder wrote it', 'Jabalpur')
  city?: string;

  @DateParam('createdFrom', 'Registered on or after this IST date')
  createdFrom?: string;

  @DateParam('createdTo', 'Registered on or before this IST date', 'createdFrom')
  createdTo?: string;

  @SortParam(ACCOUNT_SORT_KEYS, ACCOUNT_DEFAULT_SORT)
  sort?: string;
}
