import { openConfiguredStore } from './db/open-store.js';
import { parseEnv } from './env.js';
import { createUsersRepository } from './modules/users/users.repository.js';
import { recordAudit } from './modules/audit/audit.service.js';

const email = process.argv[2];
if (!email) {
  console.error('Usage: npm run admin -- someone@example.com');
  process.exit(2);
}
const store = openConfiguredStore(parseEnv());
try {
  await store.migrate();
  const users = createUsersRepository(store.db);
  const found = await store.db.transaction(async (tx) => {
    const promoted = await users.promoteToAdmin(tx, email);
    if (promoted && promoted.from !== 'admin') {
      // No account acts here: whoever runs the command on the server, logged as the system.
      await recordAudit(tx, {
        actorId: null,
        action: 'role.changed',
        subjectType: 'user',
        subjectId: promoted.id,
        subjectLabel: promoted.email,
        before: { role: promoted.from },
        after: { role: 'admin', via: 'npm run admin' },
      });
    }
    return promoted;
  });
  if (!found) {
    console.error(`No account with the email ${email}. Sign up first, then run this again.`);
    process.exitCode = 1;
  } else {
    console.log(`${email} is now an admin.`);
  }
} finally {
  await store.close();
}
