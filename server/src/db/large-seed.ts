import type { Sql } from 'postgres';
import { COUNTRY_NAMES } from '@nimbus/shared/countries';

// A million customers and what a busy shop makes around them, written by set-based SQL
// (`insert ... select generate_series`) so the whole fill takes minutes, not the hours a row-by-row
// seeder would. Secondary indexes are dropped during the load and built again at the end, as a
// bulk load should. Rows are deterministic: the same size gives the same rows.
// Customers made here cannot log in: their password hash is a dummy.

export type LargeVolume = { customers: number };

/** Rows per customer, after the shape of the production data the issue measured. */
const PER_CUSTOMER = { tickets: 0.3, commentsPerTicket: 2, notifications: 1.9, audit: 2.2 };

const FIRST = [
  'Ava',
  'Liam',
  'Noah',
  'Emma',
  'Mia',
  'Omar',
  'Lena',
  'Ivan',
  'Sofia',
  'Yuki',
  'Kofi',
  'Ana',
  'Raj',
  'Chen',
  'Zoe',
  'Lucas',
  'Amara',
  'Mateo',
  'Nadia',
  'Hugo',
  'Leila',
  'Tomas',
  'Ingrid',
  'Diego',
  'Aisha',
  'Felix',
  'Hana',
  'Pavel',
  'Marta',
  'Elif',
  'Jonas',
  'Priya',
  'Samir',
  'Clara',
  'Kenji',
  'Olga',
  'Bruno',
  'Fatima',
  'Arjun',
  'Nora',
  'Mehmet',
  'Julia',
  'Tariq',
  'Elena',
  'Kwame',
  'Lucia',
  'Anton',
  'Rosa',
  'Malik',
  'Greta',
  'Dmitri',
  'Ines',
  'Viktor',
  'Sara',
  'Emeka',
  'Carmen',
  'Henrik',
  'Maya',
  'Yusuf',
  'Alba',
  'Oskar',
  'Zara',
  'Rafael',
  'Freya',
  'Ali',
  'Beatriz',
  'Sven',
  'Layla',
  'Marco',
  'Noor',
  'Pedro',
  'Astrid',
  'Hassan',
  'Chloe',
  'Andrei',
  'Selin',
  'Kai',
  'Irene',
  'Musa',
  'Vera',
];
const LAST = [
  'Smith',
  'Garcia',
  'Müller',
  'Rossi',
  'Silva',
  'Khan',
  'Nguyen',
  'Okafor',
  'Novak',
  'Haddad',
  'Larsen',
  'Costa',
  'Johnson',
  'Martin',
  'Bernard',
  'Dubois',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Romano',
  'Colombo',
  'Santos',
  'Pereira',
  'Ahmed',
  'Ali',
  'Tran',
  'Le',
  'Adeyemi',
  'Mensah',
  'Kowalski',
  'Nowak',
  'Yilmaz',
  'Kaya',
  'Jensen',
  'Nielsen',
  'Andersson',
  'Johansson',
  'Ivanov',
  'Petrov',
  'Tanaka',
  'Suzuki',
  'Kim',
  'Park',
  'Singh',
  'Patel',
  'Lopez',
  'Gonzalez',
  'Hernandez',
  'Moreau',
  'Laurent',
  'Fontaine',
  'Bianchi',
  'Ricci',
  'Marino',
  'Horvat',
  'Kovac',
  'OBrien',
  'Murphy',
  'Walsh',
  'Brown',
  'Taylor',
  'Wilson',
  'Davies',
  'Evans',
  'Thomas',
  'Roberts',
  'Hughes',
  'Wright',
  'Cohen',
  'Levi',
  'Mizrahi',
  'Farah',
  'Osei',
  'Boateng',
  'Dlamini',
  'Naidoo',
  'Chowdhury',
  'Rahman',
  'Hossain',
  'Sato',
  'Watanabe',
  'Ito',
  'Yamamoto',
  'Nakamura',
  'Wang',
  'Li',
  'Zhang',
  'Liu',
  'Chen',
  'Yang',
  'Huang',
  'Zhao',
];
const DOMAINS = ['gmail.com', 'outlook.com', 'yahoo.com', 'proton.me', 'icloud.com', 'gmx.de', 'mail.ru', 'web.de', 'hotmail.co.uk', 'orange.fr'];
const CITIES = ['London', 'Berlin', 'Madrid', 'Lagos', 'Toronto', 'Dubai', 'Istanbul', 'Warsaw', 'Lisbon', 'Manila', 'Nairobi', 'Lima'];
const SUBJECTS = [
  'Channels keep buffering',
  'Cannot log in on my TV',
  'Payment not showing',
  'Refund request',
  'EPG is missing',
  'Change my plan',
  'Firestick app crashes',
  'Sports channels offline',
  'Wrong credentials',
  'How do I add a device',
  'Receipt upload failed',
  'Renewal question',
  'VOD library empty',
  'Audio out of sync',
  'M3U link does not work',
];
const MESSAGES = [
  'Since yesterday evening the picture freezes every few minutes on most channels.',
  'The app says my line is expired but I paid last week, please check.',
  'I uploaded the bank transfer receipt twice and it is still pending.',
  'Could you move me to the plan with more devices? Happy to pay the difference.',
  'The guide shows no programmes for the news channels since the update.',
  'My son changed the password and now none of our devices can connect.',
  'Is there a way to watch on a laptop while the TV is on?',
  'The playlist link returns an error when I paste it into the player.',
];
const REPLIES = [
  'Thanks for the details, we have reset your line. Please restart the app.',
  'We can see the payment and have activated your subscription.',
  'Please send us a photo of the error on your screen.',
  'The channels are back; it was a problem at the source.',
  'Your plan has been changed; the new devices are available now.',
];
const NOTES = ['Customer called twice, escalate if it happens again.', 'Checked the panel: line was disabled by mistake.'];

/** A PostgreSQL text[] literal of a list, quoted for inlining into the fill statements. */
function textArray(values: readonly string[]): string {
  return `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`;
}

/** The `k`-th element (1-based, wrapping) of an inlined array, picked by a hash of `expr`. */
const pick = (array: string, expr: string) => `(${array})[1 + ((${expr}) * 2654435761 % 4294967291) % cardinality(${array})]`;

const BIG_TABLES = ['users', 'subscriptions', 'payments', 'tickets', 'ticket_comments', 'notifications', 'audit_log'];

export type LargeSeedReport = { table: string; rows: number }[];

/**
 * Fills a migrated, empty-of-customers Postgres database. Staff and plans already there are
 * used; missing ones are made. Throws when customers exist (the fill is for a fresh database).
 */
export async function seedLarge(sql: Sql, volume: LargeVolume, passwordHash: string, log: (line: string) => void = () => {}): Promise<LargeSeedReport> {
  const n = volume.customers;
  const existing = (await sql<{ n: number }[]>`select count(*)::int as n from users where role = 'USER'`)[0]?.n ?? 0;
  if (existing > 0) throw new Error(`The database already has ${existing} customers; seed:large fills a fresh database.`);

  await sql.unsafe(`set maintenance_work_mem = '512MB'`);
  await sql.unsafe(`set synchronous_commit = off`);
  await sql.unsafe(`set statement_timeout = 0`);

  const step = async (label: string, statement: string) => {
    const started = Date.now();
    await sql.unsafe(statement);
    log(`${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };

  // Secondary indexes are rebuilt once at the end: maintaining them row by row would take most of the time.
  const indexes = await sql<{ name: string; definition: string }[]>`
    select i.indexname as name, i.indexdef as definition from pg_indexes i
    where i.schemaname = current_schema() and i.tablename = any(${BIG_TABLES})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`;
  for (const index of indexes) await sql.unsafe(`drop index "${index.name}"`);

  const first = textArray(FIRST);
  const last = textArray(LAST);
  const domains = textArray(DOMAINS);
  const countries = textArray(COUNTRY_NAMES.slice(0, 60));
  const cities = textArray(CITIES);
  const hash = passwordHash.replace(/'/g, "''");

  await step(
    'plans',
    `insert into plans (name, features, devices, price, channels, duration_days)
     select p.name, 'Live TV, films and series', d.devices, p.price + (d.devices - 1) * 4, p.channels, 30
     from (values ('Basic', 9.99, 8000), ('Standard', 14.99, 12000), ('Premium', 24.99, 20000)) p(name, price, channels)
     cross join (values (1), (2), (4)) d(devices)
     on conflict do nothing`,
  );
  await step(
    'staff',
    `insert into users (email, password_hash, first_name, last_name, role, created_at, updated_at)
     select 'staff' || g || '@support.example', '${hash}', ${pick(first, 'g + 7')}, ${pick(last, 'g + 11')},
            (case when g <= 3 then 'ADMIN' else 'AGENT' end)::role, now() - interval '900 days', now() - interval '900 days'
     from generate_series(1, 25) g
     on conflict do nothing`,
  );

  // Customers registered over two years, evenly; id order is registration order.
  await step(
    'users',
    `insert into users (email, password_hash, first_name, last_name, status, country, city, phone_number, created_at, updated_at)
     select lower(f || '.' || l) || g || '@' || ${pick(domains, 'g + 3')}, '${hash}', f, l,
            (case when g % 23 = 0 then 'Suspend' else 'Active' end)::user_status, ${pick(countries, 'g + 5')}, ${pick(cities, 'g + 9')},
            lpad(((g::int8 * 7919) % 1000000000)::text, 9, '0'), t, t
     from (select g, ${pick(first, 'g')} as f, ${pick(last, 'g * 31 + 1')} as l,
                  now() - interval '730 days' + (g::float8 / ${n}) * interval '730 days' as t
           from generate_series(1, ${n}) g) s`,
  );

  // One subscription per customer: 60 % Active, 25 % Expired, 10 % Pending, 5 % deleted (an older, cancelled one).
  await step(
    'subscriptions',
    `insert into subscriptions (user_id, plan_id, status, stream_username, stream_password_enc, start_date, end_date, deleted_at, created_at, updated_at)
     select u.id, p.id, st.status::subscription_status,
            case when st.status = 'Pending' then null else 'line' || u.id end, null,
            case when st.status = 'Pending' then null else s0 end,
            case when st.status = 'Pending' then null when st.status = 'Active' then now() + ((u.id % 30) + 1) * interval '1 day' else s0 + interval '30 days' end,
            case when u.id % 20 = 0 then u.created_at + interval '3 days' end,
            u.created_at + interval '1 hour', u.created_at + interval '1 hour'
     from users u
     cross join lateral (select case when u.id % 20 < 12 then 'Active' when u.id % 20 < 17 then 'Expired' else 'Pending' end as status,
                                greatest(u.created_at, now() - ((u.id % 60) + 31) * interval '1 day') as s0) st
     join lateral (select id from plans order by id offset (u.id * 7 % 9) limit 1) p on true
     where u.role = 'USER'`,
  );

  // A payment per subscription, and a second, rejected attempt for one customer in 400.
  await step(
    'payments',
    `insert into payments (user_id, plan_id, subscription_id, payer_name, amount, method, status, receipt, receipt_mime, receipt_size, receipt_name,
                           reviewed_by, reviewed_at, created_at, updated_at)
     select s.user_id, s.plan_id, s.id, u.first_name || ' ' || u.last_name, p.price,
            (array['bank','crypto','paypal'])[1 + s.id % 3]::payment_method,
            (case when s.status = 'Pending' then 'Pending' else 'Completed' end)::payment_status,
            '\\x89504e470d0a1a0a'::bytea, 'image/png', 8, 'receipt.png',
            case when s.status = 'Pending' then null else (select min(id) from users where role = 'ADMIN') end,
            case when s.status = 'Pending' then null else s.created_at + interval '5 hours' end,
            s.created_at + interval '10 minutes', s.created_at + interval '10 minutes'
     from subscriptions s join users u on u.id = s.user_id join plans p on p.id = s.plan_id;
     insert into payments (user_id, plan_id, subscription_id, payer_name, amount, method, status, receipt, receipt_mime, receipt_size, receipt_name,
                           reject_reason, reviewed_at, created_at, updated_at)
     select s.user_id, s.plan_id, s.id, u.first_name || ' ' || u.last_name, p.price, 'bank', 'Failed', '\\x89504e470d0a1a0a'::bytea,
            'image/png', 8, 'receipt.png', 'The amount on the receipt does not match.', s.created_at + interval '2 hours',
            s.created_at + interval '5 minutes', s.created_at + interval '5 minutes'
     from subscriptions s join users u on u.id = s.user_id join plans p on p.id = s.plan_id where s.id % 400 = 0`,
  );

  const ticketCount = Math.round(n * PER_CUSTOMER.tickets);
  await step(
    'tickets',
    `insert into tickets (user_id, agent_id, subject, message, category, priority, status, created_at, updated_at)
     select u.id, case when g % 3 = 0 then null else (select min(id) from users where role <> 'USER') + g % 25 end,
            ${pick(textArray(SUBJECTS), 'g')}, ${pick(textArray(MESSAGES), 'g + 1')},
            (array['technical','billing','general'])[1 + g % 3]::ticket_category,
            (array['LOW','MEDIUM','HIGH','URGENT'])[1 + (g / 3) % 4]::ticket_priority,
            (case when g > ${ticketCount} - ${Math.ceil(ticketCount / 20)} then 'Open' when g % 5 = 0 then 'InProgress' else 'Resolved' end)::ticket_status,
            u.created_at + interval '2 days', u.created_at + interval '3 days'
     from generate_series(1, ${ticketCount}) g
     join users u on u.id = (select min(id) from users where role = 'USER') + ((g * ${Math.max(1, Math.floor(n / ticketCount))}) % ${n})`,
  );
  await step(
    'ticket_comments',
    `insert into ticket_comments (ticket_id, author_id, body, internal, created_at)
     select t.id, case when k = 1 then t.user_id else coalesce(t.agent_id, (select min(id) from users where role = 'ADMIN')) end,
            case when k = 1 then 'Any news? ' || t.subject when t.id % 7 = 0 then ${pick(textArray(NOTES), 't.id')}
                 else ${pick(textArray(REPLIES), 't.id')} end,
            k = 2 and t.id % 7 = 0, t.created_at + k * interval '4 hours'
     from tickets t cross join generate_series(1, ${PER_CUSTOMER.commentsPerTicket}) k`,
  );
  await step(
    'notifications',
    `insert into notifications (user_id, title, message, link, read_at, created_at)
     select u.id, case when k = 1 then 'Payment received' else 'Subscription activated' end,
            case when k = 1 then 'We received your receipt and will check it shortly.' else 'Your streaming line is ready.' end,
            '/user/overview', case when u.id % 4 <> 0 then u.created_at + interval '1 day' end, u.created_at + k * interval '2 hours'
     from users u cross join generate_series(1, 2) k
     where u.role = 'USER' and (k = 1 or u.id % 10 <> 0)`,
  );
  await step(
    'audit_log',
    `insert into audit_log (actor_id, action, entity, entity_id, before, after, created_at)
     select case when k = 1 then p.user_id else p.reviewed_by end,
            case when k = 1 then 'payment.submit' else 'payment.verify' end, 'payment', p.id::text,
            case when k = 1 then null else jsonb_build_object('status', 'Pending') end,
            jsonb_build_object('status', case when k = 1 then 'Pending' else p.status::text end, 'amount', p.amount::text, 'payer', p.payer_name),
            p.created_at + (k - 1) * interval '5 hours'
     from payments p cross join generate_series(1, 2) k where k = 1 or p.reviewed_at is not null;
     insert into audit_log (actor_id, action, entity, entity_id, before, after, created_at)
     select u.id, 'user.update', 'user', u.id::text, jsonb_build_object('city', 'Unknown'), jsonb_build_object('city', u.city, 'email', u.email),
            u.created_at + interval '6 days'
     from users u where u.role = 'USER' and u.id % 3 = 0`,
  );

  const started = Date.now();
  for (const index of indexes) await sql.unsafe(index.definition);
  log(`indexes: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  for (const table of BIG_TABLES) await step(`vacuum analyze ${table}`, `vacuum (analyze) ${table}`);

  const report: LargeSeedReport = [];
  for (const table of [...BIG_TABLES, 'plans']) {
    const [row] = await sql.unsafe<{ rows: number }[]>(`select count(*)::int as rows from ${table}`);
    report.push({ table, rows: row?.rows ?? 0 });
  }
  return report;
}
