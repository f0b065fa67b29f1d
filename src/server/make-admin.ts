import { openConfiguredStore } from './db/open-store.js';
import { parseEnv } from './env.js';
import { createUsersRepository } from './modules/users/users.repository.js';

const email = process.argv[2];
if (!email) {
  console.error('Usage: npm run admin -- someone@example.com');
  process.exit(2);
}
const store = openConfiguredStore(parseEnv());
try {
  await store.migrate();
  const found = await createUsersRepository(store.db).promoteToAdmin(email);
  if (!found) {
    console.error(`No account with the email ${email}. Sign up first, then run this again.`);
    process.exitCode = 1;
  } else {
    console.log(`${email} is now an admin.`);
  }
} finally {
  await store.close();
}
