import { alreadyRunningMessage } from './instance-lock';
import { databaseForScript, type ScriptDatabase } from './local-services';

/**
 * The database for the one-off script `tag` (see databaseForScript), saying so when it is the
 * running start's; on failure one line and exit code 1, never a stack trace.
 */
export async function scriptDatabaseOrExit(
  tag: string,
  env: NodeJS.ProcessEnv,
): Promise<ScriptDatabase> {
  try {
    const database = await databaseForScript(env);
    if (database.running) {
      console.log(`[${tag}] ${alreadyRunningMessage(database.running)}: using its database`);
    }
    return database;
  } catch (error) {
    console.error(`[${tag}] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
