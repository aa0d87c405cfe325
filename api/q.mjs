import { PGlite } from '@electric-sql/pglite';
const db = new PGlite(process.argv[2]);
console.log((await db.query(`select * from captcha_requirements`)).rows);
