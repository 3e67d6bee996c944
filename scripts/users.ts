// Workspace users from the command line.
//   npm run users -- create <name> [--password <password>]   prints a generated password if none is given
//   npm run users -- set-password <name> [--password <password>]
//   npm run users -- delete <name>
//   npm run users -- list
//   npm run users -- hash [--password <password>]   a "name:hash" value for WORKSPACE_USERS
import { parseArgs } from "node:util";
import { generatePassword, hashPassword } from "../lib/workspace/passwords";
import { createUser, deleteUser, listUsers, setPassword, UserError } from "../lib/workspace/users";

const USAGE = `Usage:
  npm run users -- create <name> [--password <password>]
  npm run users -- set-password <name> [--password <password>]
  npm run users -- delete <name>
  npm run users -- list
  npm run users -- hash <name> [--password <password>]`;

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { password: { type: "string" }, help: { type: "boolean", short: "h" } },
  });
  const [command, name] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  const given = values.password;
  switch (command) {
    case "create": {
      if (!name) break;
      const user = await createUser(name, given ?? generatePassword());
      console.log(`Created user "${user.username}".`);
      if (!given) console.log(`Password: ${user.password}`);
      return 0;
    }
    case "set-password": {
      if (!name) break;
      const password = given ?? generatePassword();
      await setPassword(name, password);
      console.log(`Password of "${name.trim().toLowerCase()}" changed.`);
      if (!given) console.log(`Password: ${password}`);
      return 0;
    }
    case "delete": {
      if (!name) break;
      if (!deleteUser(name)) throw new UserError(`No user "${name}".`);
      console.log(`Deleted user "${name.trim().toLowerCase()}"; their sessions end at their next request.`);
      return 0;
    }
    case "list": {
      const users = listUsers();
      if (users.length === 0) console.log("No users yet.");
      for (const user of users) console.log(`${user.username}\tcreated ${user.createdAt}`);
      return 0;
    }
    case "hash": {
      if (!name) break;
      const password = given ?? generatePassword();
      console.log(`WORKSPACE_USERS entry: ${name.trim().toLowerCase()}:${await hashPassword(password)}`);
      if (!given) console.log(`Password: ${password}`);
      return 0;
    }
  }
  console.error(USAGE);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof UserError ? error.message : error);
    process.exit(1);
  },
);
