import { Injectable, OnModuleDestroy } from '@nestjs/common';
import passport, { type Strategy } from 'passport';

/**
 * This app's names in passport's registry. @nestjs/passport files every PassportStrategy in the one
 * process-wide registry under its plain name ("admin-jwt"), and AuthGuard finds it there by name. Several
 * apps can live in one process (the API tests start a few, some side by side), so each app moves its
 * strategies to names of its own ("admin-jwt#2") and its guards ask for those: an app never runs
 * another app's strategy (another database, config or Facebook URL), and a closed app leaves nothing behind.
 */
@Injectable()
export class StrategyNames implements OnModuleDestroy {
  private static apps = 0;
  private readonly app = ++StrategyNames.apps;
  private readonly filed = new Set<string>();

  /** This app's name for a strategy. */
  of(strategy: string): string {
    return `${strategy}#${this.app}`;
  }

  /** Moves a strategy PassportStrategy has just filed under its plain name to this app's name for it. */
  adopt(strategy: string, instance: Strategy): void {
    passport.unuse(strategy);
    passport.use(this.of(strategy), instance);
    this.filed.add(this.of(strategy));
  }

  onModuleDestroy(): void {
    for (const name of this.filed) passport.unuse(name);
    this.filed.clear();
  }
}
