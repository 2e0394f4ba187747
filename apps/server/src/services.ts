import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { OperatorService } from './modules/admin/operator.service.ts';
import { AuditService } from './modules/audit/audit.service.ts';
import { LoginGuard } from './modules/auth/login-guard.ts';
import { PasswordCipher } from './modules/crypto/password-cipher.ts';
import { SiteService } from './modules/site/site.service.ts';

export type Services = ReturnType<typeof createServices>;

/** Wires the modules' services together; routes reach them through `app.services`. */
export function createServices(db: Db, config: Config) {
  const audit = new AuditService(db);
  const cipher = new PasswordCipher(db);
  const loginGuard = new LoginGuard(db, config.loginLock);
  return {
    audit,
    cipher,
    loginGuard,
    sites: new SiteService(db, config, cipher),
    operators: new OperatorService(db, config, loginGuard, audit),
  };
}
