import { Body, Controller, Get, Post, Put, Query, type StreamableFile } from '@nestjs/common';
import { IdParam } from '../common/http/id-param.js';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { Auth } from '../common/decorators/auth.decorator.js';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { AuditTrail } from '../audit/audit-trail.service.js';
import { HistoryQuery } from '../audit/dto/history.query.js';
import { type HistoryEntryResponse, HistoryResponse } from '../audit/dto/history.response.js';
import { BAD_LIST_QUERY, BAD_PAGE_QUERY, CSV_DESCRIPTION, LIST_DESCRIPTION } from '../common/listing/list-docs.js';
import type { Page } from '../common/listing/list-source.js';
import { Paged } from '../common/listing/paged.decorator.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { ApiFileResponse } from '../common/openapi/api-file-response.decorator.js';
import { AccountList } from './account-list.service.js';
import { ListAccountsQuery } from './dto/list-accounts.query.js';
import { FilesService } from '../files/files.service.js';
import { PasswordLinkDto } from './dto/password-link.dto.js';
import { PasswordLinkResponse } from './dto/password-link.response.js';
import { AdminAccountResponse, AgentResponse, CustomerResponse } from './dto/profile.response.js';
import { SetActiveDto } from './dto/set-active.dto.js';
import { REASON_MESSAGES } from '../audit/action-reason.js';
import { PasswordLinksService } from './password-links.service.js';
import type { Role } from './role.js';
import type { User } from './user.entity.js';
import { toAgentResponse, toProfileResponse } from './user.mapper.js';
import { ACCOUNT_MESSAGES, NOT_FOUND, UsersService } from './users.service.js';

const BAD_STATUS = `'active must be true or false'; '${REASON_MESSAGES.required}' (deactivating needs a reason); 'You cannot deactivate your own account.'`;
const BAD_LINK_BODY = 'The body must be empty: "property … should not exist"';
const DELETED = `Activating, or a link for, an account its owner deleted: '${ACCOUNT_MESSAGES.deleted}'`;
const CSV_NOTE = 'The same filters, search and order as the list (page and limit are ignored).';
const LINK_SUMMARY = 'A link, good once for 24 hours, to set a password (for the office to hand over)';

type ToResponse<T> = (user: User, files: FilesService) => T;

/** The admin's view of accounts: customers, agents and admins, and their activation. */
@ApiTags('users')
@Auth('admin')
@Controller('users')
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly files: FilesService,
    private readonly passwordLinks: PasswordLinksService,
    private readonly accounts: AccountList,
    private readonly trail: AuditTrail,
  ) {}

  @Get('customers')
  @ApiOperation({ summary: 'Customers, filtered, searched, sorted and paged (newest first, 50 a page)', description: LIST_DESCRIPTION })
  @Paged('array', CustomerResponse)
  @ApiErrors({ 400: BAD_LIST_QUERY })
  listCustomers(@Query() query: ListAccountsQuery): Promise<Page<CustomerResponse>> {
    return this.list('customer', query, toProfileResponse);
  }

  @Get('customers.csv')
  @ApiOperation({ summary: 'The filtered customers list as a CSV download, streamed', description: `${CSV_NOTE} ${CSV_DESCRIPTION}` })
  @ApiFileResponse('text/csv', 'customers-YYYY-MM-DD.csv, as an attachment')
  @ApiErrors({ 400: BAD_LIST_QUERY })
  customersCsv(@Query() query: ListAccountsQuery): StreamableFile {
    return this.accounts.csv('customer', query);
  }

  @Get('customers/:id')
  @ApiOperation({ summary: 'One customer' })
  @ApiOkResponse({ type: CustomerResponse })
  @ApiErrors({ 404: `'${NOT_FOUND.customer}'` })
  getCustomer(@IdParam(NOT_FOUND.customer) id: number): Promise<CustomerResponse> {
    return this.get('customer', id, toProfileResponse);
  }

  @Get('customers/:id/history')
  @ApiOperation({ summary: "The customer's timeline: changes to their account and the changes they made, newest first" })
  @Paged('data', HistoryResponse)
  @ApiErrors({ 400: `${BAD_PAGE_QUERY}`, 404: `'${NOT_FOUND.customer}'` })
  customerHistory(@IdParam(NOT_FOUND.customer) id: number, @Query() query: HistoryQuery): Promise<Page<HistoryEntryResponse>> {
    return this.history('customer', id, query);
  }

  @Put('customers/:id/status')
  @ApiOperation({ summary: 'Activate or deactivate a customer (a deactivated one cannot log in)' })
  @ApiOkResponse({ type: CustomerResponse })
  @ApiErrors({ 400: `${BAD_STATUS}`, 404: `'${NOT_FOUND.customer}'`, 409: DELETED })
  setCustomerStatus(
    @CurrentUser() me: AuthUser,
    @IdParam(NOT_FOUND.customer) id: number,
    @Body() dto: SetActiveDto,
  ): Promise<CustomerResponse> {
    return this.setActive(me, 'customer', id, dto, toProfileResponse);
  }

  @Post('customers/:id/password-link')
  @ApiOperation({ summary: LINK_SUMMARY })
  @ApiCreatedResponse({ type: PasswordLinkResponse })
  @ApiErrors({ 400: `${BAD_LINK_BODY}`, 404: `'${NOT_FOUND.customer}'`, 409: DELETED })
  customerPasswordLink(
    @CurrentUser() me: AuthUser,
    @IdParam(NOT_FOUND.customer) id: number,
    @Body() _dto: PasswordLinkDto,
  ): Promise<PasswordLinkResponse> {
    return this.passwordLinks.issue(me, 'customer', id);
  }

  @Get('agents')
  @ApiOperation({
    summary: 'Agents with ID proof links, filtered, searched, sorted and paged (newest first, 50 a page)',
    description: LIST_DESCRIPTION,
  })
  @Paged('array', AgentResponse)
  @ApiErrors({ 400: BAD_LIST_QUERY })
  listAgents(@Query() query: ListAccountsQuery): Promise<Page<AgentResponse>> {
    return this.list('agent', query, toAgentResponse);
  }

  @Get('agents.csv')
  @ApiOperation({ summary: 'The filtered agents list as a CSV download, streamed', description: `${CSV_NOTE} ${CSV_DESCRIPTION}` })
  @ApiFileResponse('text/csv', 'agents-YYYY-MM-DD.csv, as an attachment')
  @ApiErrors({ 400: BAD_LIST_QUERY })
  agentsCsv(@Query() query: ListAccountsQuery): StreamableFile {
    return this.accounts.csv('agent', query);
  }

  @Get('agents/:id')
  @ApiOperation({ summary: 'One agent, with the ID proof link' })
  @ApiOkResponse({ type: AgentResponse })
  @ApiErrors({ 404: `'${NOT_FOUND.agent}'` })
  getAgent(@IdParam(NOT_FOUND.agent) id: number): Promise<AgentResponse> {
    return this.get('agent', id, toAgentResponse);
  }

  @Get('agents/:id/history')
  @ApiOperation({ summary: "The agent's timeline: changes to their account and the changes they made (offers), newest first" })
  @Paged('data', HistoryResponse)
  @ApiErrors({ 400: `${BAD_PAGE_QUERY}`, 404: `'${NOT_FOUND.agent}'` })
  agentHistory(@IdParam(NOT_FOUND.agent) id: number, @Query() query: HistoryQuery): Promise<Page<HistoryEntryResponse>> {
    return this.history('agent', id, query);
  }

  @Put('agents/:id/status')
  @ApiOperation({ summary: 'Approve (activate) or deactivate an agent' })
  @ApiOkResponse({ type: AgentResponse })
  @ApiErrors({ 400: `${BAD_STATUS}`, 404: `'${NOT_FOUND.agent}'`, 409: DELETED })
  setAgentStatus(@CurrentUser() me: AuthUser, @IdParam(NOT_FOUND.agent) id: number, @Body() dto: SetActiveDto): Promise<AgentResponse> {
    return this.setActive(me, 'agent', id, dto, toAgentResponse);
  }

  @Post('agents/:id/password-link')
  @ApiOperation({ summary: LINK_SUMMARY })
  @ApiCreatedResponse({ type: PasswordLinkResponse })
  @ApiErrors({ 400: `${BAD_LINK_BODY}`, 404: `'${NOT_FOUND.agent}'`, 409: DELETED })
  agentPasswordLink(
    @CurrentUser() me: AuthUser,
    @IdParam(NOT_FOUND.agent) id: number,
    @Body() _dto: PasswordLinkDto,
  ): Promise<PasswordLinkResponse> {
    return this.passwordLinks.issue(me, 'agent', id);
  }

  @Get('admins')
  @ApiOperation({ summary: 'Pending and active admins, newest first' })
  @ApiOkResponse({ type: [AdminAccountResponse] })
  async listAdmins(): Promise<AdminAccountResponse[]> {
    return (await this.users.listByRole('admin')).map((u) => toAgentResponse(u, this.files));
  }

  @Put('admins/:id/status')
  @ApiOperation({ summary: 'Approve (activate) or deactivate an admin; never oneself' })
  @ApiOkResponse({ type: AdminAccountResponse })
  @ApiErrors({ 400: `${BAD_STATUS}`, 404: `'${NOT_FOUND.admin}'` })
  setAdminStatus(
    @CurrentUser() me: AuthUser,
    @IdParam(NOT_FOUND.admin) id: number,
    @Body() dto: SetActiveDto,
  ): Promise<AdminAccountResponse> {
    return this.setActive(me, 'admin', id, dto, toAgentResponse);
  }

  private async list<T>(role: Role, query: ListAccountsQuery, toResponse: ToResponse<T>): Promise<Page<T>> {
    const page = await this.accounts.page(role, query);
    return { ...page, items: page.items.map((u) => toResponse(u, this.files)) };
  }

  private async history(role: Role, id: number, query: HistoryQuery): Promise<Page<HistoryEntryResponse>> {
    await this.users.getByRole(role, id);
    return this.trail.userPage(id, query);
  }

  private async get<T>(role: Role, id: number, toResponse: ToResponse<T>): Promise<T> {
    return toResponse(await this.users.getByRole(role, id), this.files);
  }

  private async setActive<T>(me: AuthUser, role: Role, id: number, dto: SetActiveDto, toResponse: ToResponse<T>): Promise<T> {
    return toResponse(await this.users.setActive(me, role, id, dto.active, dto.reason), this.files);
  }
}
