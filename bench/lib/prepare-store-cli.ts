// Prepares a bench store with the code of the tree it sits in and prints what the servers need, as JSON on
// its last line: BENCH_COMPARE copies it into another commit's tree, so that commit's own migrations and
// seed make its store. Uses only what every version of bench/lib has had: prepareStore and seedBenchData.
// Usage: node --import tsx bench/lib/prepare-store-cli.ts <pglite|postgres> <classes> <students> <seats>
import { prepareStore } from './stores.js';
import { seedBenchData, type BenchData } from './seed.js';

const [kind, classCount, students, seatsNeeded] = process.argv.slice(2);
if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`unknown store kind ${kind}`);
let data: BenchData | undefined;
const prepared = await prepareStore(kind, async (store) => {
  data = await seedBenchData(store.db, {
    classCount: Number(classCount),
    students: Number(students),
    seatsNeeded: Number(seatsNeeded),
  });
});
// The caller removes the folder and drops the database when its run ends.
console.log(JSON.stringify({ env: prepared.env, data }));
process.exit(0);
