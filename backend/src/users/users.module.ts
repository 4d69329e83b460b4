import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FilesModule } from '../files/files.module.js';
import { AccountList } from './account-list.service.js';
import { EmailChanges } from './email-changes.service.js';
import { PasswordLinksService } from './password-links.service.js';
import { SessionUsers } from './session-users.service.js';
import { User } from './user.entity.js';
import { UsersController } from './users.controller.js';
import { UsersService } from './users.service.js';
import { UsersChangeSubscriber, UsersVersion } from './users-version.js';

@Module({
  imports: [TypeOrmModule.forFeature([User]), FilesModule],
  controllers: [UsersController],
  providers: [UsersService, PasswordLinksService, AccountList, EmailChanges, UsersVersion, UsersChangeSubscriber, SessionUsers],
  exports: [UsersService, PasswordLinksService, EmailChanges, SessionUsers],
})
export class UsersModule {}
