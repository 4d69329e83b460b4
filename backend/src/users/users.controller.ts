import { Body, Controller, Get, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { Auth } from '../common/decorators/auth.decorator.js';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { FilesService } from '../files/files.service.js';
import { PasswordLinkDto } from './dto/password-link.dto.js';
import { PasswordLinkResponse } from './dto/password-link.response.js';
import { AdminAccountResponse, AgentResponse, CustomerResponse } from './dto/profile.response.js';
import { SetActiveDto } from './dto/set-active.dto.js';
import { PasswordLinksService } from './password-links.service.js';
import type { Role } from './role.js';
import type { User } from './user.entity.js';
import { toAgentResponse, toProfileResponse } from './user.mapper.js';
import { NOT_FOUND, UsersService } from './users.service.js';

const BAD_ID = "'Validation failed (numeric string is expected)' for an id that is not a whole number";
const BAD_STATUS = "'active must be true or false'; 'You cannot deactivate your own account.'";
const BAD_LINK_BODY = 'The body must be empty: "property … should not exist"';
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
  ) {}

  @Get('customers')
  @ApiOperation({ summary: 'Every customer, newest first' })
  @ApiOkResponse({ type: [CustomerResponse] })
  listCustomers(): Promise<CustomerResponse[]> {
    return this.list('customer', toProfileResponse);
  }

  @Get('customers/:id')
  @ApiOperation({ summary: 'One customer' })
  @ApiOkResponse({ type: CustomerResponse })
  @ApiErrors({ 400: BAD_ID, 404: `'${NOT_FOUND.customer}'` })
  getCustomer(@Param('id', ParseIntPipe) id: number): Promise<CustomerResponse> {
    return this.get('customer', id, toProfileResponse);
  }

  @Put('customers/:id/status')
  @ApiOperation({ summary: 'Activate or deactivate a customer (a deactivated one cannot log in)' })
  @ApiOkResponse({ type: CustomerResponse })
  @ApiErrors({ 400: `${BAD_ID}; ${BAD_STATUS}`, 404: `'${NOT_FOUND.customer}'` })
  setCustomerStatus(
    @CurrentUser() me: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: SetActiveDto,
  ): Promise<CustomerResponse> {
    return this.setActive(me, 'customer', id, dto, toProfileResponse);
  }

  @Post('customers/:id/password-link')
  @ApiOperation({ summary: LINK_SUMMARY })
  @ApiCreatedResponse({ type: PasswordLinkResponse })
  @ApiErrors({ 400: `${BAD_ID}; ${BAD_LINK_BODY}`, 404: `'${NOT_FOUND.customer}'` })
  customerPasswordLink(@Param('id', ParseIntPipe) id: number, @Body() _dto: PasswordLinkDto): Promise<PasswordLinkResponse> {
    return this.passwordLinks.issue('customer', id);
  }

  @Get('agents')
  @ApiOperation({ summary: 'Every agent, newest first, with ID proof links' })
  @ApiOkResponse({ type: [AgentResponse] })
  listAgents(): Promise<AgentResponse[]> {
    return this.list('agent', toAgentResponse);
  }

  @Get('agents/:id')
  @ApiOperation({ summary: 'One agent, with the ID proof link' })
  @ApiOkResponse({ type: AgentResponse })
  @ApiErrors({ 400: BAD_ID, 404: `'${NOT_FOUND.agent}'` })
  getAgent(@Param('id', ParseIntPipe) id: number): Promise<AgentResponse> {
    return this.get('agent', id, toAgentResponse);
  }

  @Put('agents/:id/status')
  @ApiOperation({ summary: 'Approve (activate) or deactivate an agent' })
  @ApiOkResponse({ type: AgentResponse })
  @ApiErrors({ 400: `${BAD_ID}; ${BAD_STATUS}`, 404: `'${NOT_FOUND.agent}'` })
  setAgentStatus(@CurrentUser() me: AuthUser, @Param('id', ParseIntPipe) id: number, @Body() dto: SetActiveDto): Promise<AgentResponse> {
    return this.setActive(me, 'agent', id, dto, toAgentResponse);
  }

  @Post('agents/:id/password-link')
  @ApiOperation({ summary: LINK_SUMMARY })
  @ApiCreatedResponse({ type: PasswordLinkResponse })
  @ApiErrors({ 400: `${BAD_ID}; ${BAD_LINK_BODY}`, 404: `'${NOT_FOUND.agent}'` })
  agentPasswordLink(@Param('id', ParseIntPipe) id: number, @Body() _dto: PasswordLinkDto): Promise<PasswordLinkResponse> {
    return this.passwordLinks.issue('agent', id);
  }

  @Get('admins')
  @ApiOperation({ summary: 'Pending and active admins, newest first' })
  @ApiOkResponse({ type: [AdminAccountResponse] })
  listAdmins(): Promise<AdminAccountResponse[]> {
    return this.list('admin', toAgentResponse);
  }

  @Put('admins/:id/status')
  @ApiOperation({ summary: 'Approve (activate) or deactivate an admin; never oneself' })
  @ApiOkResponse({ type: AdminAccountResponse })
  @ApiErrors({ 400: `${BAD_ID}; ${BAD_STATUS}`, 404: `'${NOT_FOUND.admin}'` })
  setAdminStatus(
    @CurrentUser() me: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: SetActiveDto,
  ): Promise<AdminAccountResponse> {
    return this.setActive(me, 'admin', id, dto, toAgentResponse);
  }

  private async list<T>(role: Role, toResponse: ToResponse<T>): Promise<T[]> {
    return (await this.users.listByRole(role)).map((u) => toResponse(u, this.files));
  }

  private async get<T>(role: Role, id: number, toResponse: ToResponse<T>): Promise<T> {
    return toResponse(await this.users.getByRole(role, id), this.files);
  }

  private async setActive<T>(me: AuthUser, role: Role, id: number, dto: SetActiveDto, toResponse: ToResponse<T>): Promise<T> {
    return toResponse(await this.users.setActive(me, role, id, dto.active), this.files);
  }
}
