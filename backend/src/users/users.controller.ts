import { Body, Controller, Get, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { Auth } from '../common/decorators/auth.decorator.js';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { FilesService } from '../files/files.service.js';
import { PasswordLinkDto } from './dto/password-link.dto.js';
import { SetActiveDto } from './dto/set-active.dto.js';
import { type PasswordLink, PasswordLinksService } from './password-links.service.js';
import type { Role } from './role.js';
import { toAccountResponse } from './user.mapper.js';
import { UsersService } from './users.service.js';

const LINK_DESCRIPTION = '{path: "/resetpassword?token=…", expiresAt}: a link, good once for 24 hours, to set a password';

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
  @ApiOkResponse({ description: 'Every customer, newest first' })
  listCustomers() {
    return this.list('customer');
  }

  @Get('customers/:id')
  @ApiNotFoundResponse({ description: 'Customer not found.' })
  getCustomer(@Param('id', ParseIntPipe) id: number) {
    return this.get('customer', id);
  }

  @Put('customers/:id/status')
  setCustomerStatus(@CurrentUser() me: AuthUser, @Param('id', ParseIntPipe) id: number, @Body() dto: SetActiveDto) {
    return this.setActive(me, 'customer', id, dto);
  }

  @Post('customers/:id/password-link')
  @ApiCreatedResponse({ description: LINK_DESCRIPTION })
  @ApiNotFoundResponse({ description: 'Customer not found.' })
  customerPasswordLink(@Param('id', ParseIntPipe) id: number, @Body() _dto: PasswordLinkDto): Promise<PasswordLink> {
    return this.passwordLinks.issue('customer', id);
  }

  @Get('agents')
  @ApiOkResponse({ description: 'Every agent, newest first, with ID proof links' })
  listAgents() {
    return this.list('agent');
  }

  @Get('agents/:id')
  @ApiNotFoundResponse({ description: 'Agent not found.' })
  getAgent(@Param('id', ParseIntPipe) id: number) {
    return this.get('agent', id);
  }

  @Put('agents/:id/status')
  setAgentStatus(@CurrentUser() me: AuthUser, @Param('id', ParseIntPipe) id: number, @Body() dto: SetActiveDto) {
    return this.setActive(me, 'agent', id, dto);
  }

  @Post('agents/:id/password-link')
  @ApiCreatedResponse({ description: LINK_DESCRIPTION })
  @ApiNotFoundResponse({ description: 'Agent not found.' })
  agentPasswordLink(@Param('id', ParseIntPipe) id: number, @Body() _dto: PasswordLinkDto): Promise<PasswordLink> {
    return this.passwordLinks.issue('agent', id);
  }

  @Get('admins')
  @ApiOkResponse({ description: 'Pending and active admins' })
  listAdmins() {
    return this.list('admin');
  }

  @Put('admins/:id/status')
  setAdminStatus(@CurrentUser() me: AuthUser, @Param('id', ParseIntPipe) id: number, @Body() dto: SetActiveDto) {
    return this.setActive(me, 'admin', id, dto);
  }

  private async list(role: Role) {
    return (await this.users.listByRole(role)).map((u) => toAccountResponse(u, this.files));
  }

  private async get(role: Role, id: number) {
    return toAccountResponse(await this.users.getByRole(role, id), this.files);
  }

  private async setActive(me: AuthUser, role: Role, id: number, dto: SetActiveDto) {
    return toAccountResponse(await this.users.setActive(me, role, id, dto.active), this.files);
  }
}
