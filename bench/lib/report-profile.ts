// What the profiles of the signed-in requests found, and what was done about it. They are not
// measured by `npm run bench` itself: how to take one again is said in the text.

export function renderProfileFindings(): string[] {
  return [
    '## Where a signed-in request spent its time',
    '',
    'CPU profile of the app serving GET /api/me to 50 connections on PostgreSQL (one process, ' +
      "`node --cpu-prof dist/node/server/main.js` under the bench's load, self time by function), before the " +
      'changes below: the process idle about half the time, waiting on two sequential queries per request ' +
      "(the session by its token, then its user) through the 10-connection pool; WebCrypto's asynchronous HMAC " +
      'check of the session cookie 6.4% of the busy time, the auth library and its store adapter about 12% (an ' +
      'endpoint context per call), Drizzle 7%, garbage collection 9%. On PGlite the busy time was mostly its WASM.',
    '',
    "What changed: the cookie's signature is checked with Node's synchronous HMAC; the session and its account " +
      'are read in one prepared query (`identity/sessions.repository.ts`); the auth library is asked only when a ' +
      'session is due for its daily extension (after: auth library 0.5%, Drizzle 1.2%); and the account of a ' +
      'session is kept for SESSION_CACHE_MS (1 s), forgotten by every process when the store announces a change to ' +
      'an account or a session (triggers and LISTEN/NOTIFY, see docs/decisions/viewer-cache.md). The signed-in ' +
      'baseline does the least any server must: the same cookie check and one indexed query joining the session ' +
      'to its user.',
    '',
    'A second profile, with the cache on (the same run, GET /api/me served from the cache), found the next ' +
      "cost: @fastify/helmet builds helmet's middleware for every request (parsing the content security policy " +
      'each time), about 10% of the busy time. The security headers are now worked out once at start ' +
      '(`plugins/security-headers.ts`); in the two profiling runs GET /api/me went from 2,382/s to 26,813/s (minutes apart on a machine ' +
      'shared with other work, so only indicative)' +
      '; the rest is mostly writing the answer and its headers to the socket.',
    '',
  ];
}
