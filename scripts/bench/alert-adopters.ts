// Adopters with new-dog alerts on, in bulk, for the alerts bench: `count` adopters spread
// within `spreadMiles` of a point, with varied survey answers, radii (25-100 miles) and
// thresholds (50-90), half instant and half daily; one in ten has swiped 12 of `swipeDogIds`
// so their learned taste counts. Written with set-based SQL: 100,000 take seconds, not minutes.
import {
  ACTIVITY_LEVELS,
  EXERCISE_COMMITMENTS,
  EXPERIENCE_LEVELS,
  HOME_TYPES,
  HOUSEHOLD_COMPOSITIONS,
  LIVING_SITUATIONS,
  OTHER_PETS,
  WORK_SCHEDULES,
} from '@scout/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client.ts';

export async function seedAlertAdopters(
  db: Database,
  options: {
    count: number;
    center: { latitude: number; longitude: number };
    spreadMiles: number;
    swipeDogIds: string[];
  },
): Promise<void> {
  const { count, center, spreadMiles } = options;
  const degrees = spreadMiles / 69;
  await db.execute(sql`
    insert into users (id, name, email, email_verified, role, onboarded)
    select gen_random_uuid(), 'Alert adopter ' || i, 'alerts-' || i || '@scout.bench', true, 'adopter', true
    from generate_series(1, ${count}::int) as i`);
  // The i-th answer of a question, cycling through its options at a different pace per question.
  const pick = (options: readonly string[], pace: number) =>
    sql.raw(`(array[${options.map((o) => `'${o}'`).join(',')}])[1 + (n / ${pace}) % ${options.length}]`);
  await db.execute(sql`
    insert into adopter_profiles (user_id, living_situation, home_type, has_yard, other_pets, has_other_pets,
      other_pets_type, activity_level, work_schedule, exercise_commitment, experience_level, household_composition,
      preferred_size, preferred_age, preferred_energy, search_radius, latitude, longitude)
    select u.id, ${pick(LIVING_SITUATIONS, 1)}, ${pick(HOME_TYPES, 2)}, n % 4 <> 0,
      ${pick(OTHER_PETS, 4)}, (n / 4) % 4 <> 0, nullif(${pick(OTHER_PETS, 4)}, 'none'),
      ${pick(ACTIVITY_LEVELS, 16)}, ${pick(WORK_SCHEDULES, 3)}, ${pick(EXERCISE_COMMITMENTS, 9)},
      ${pick(EXPERIENCE_LEVELS, 7)}, ${pick(HOUSEHOLD_COMPOSITIONS, 5)},
      case when n % 3 = 0 then array['small','medium'] else array[]::text[] end,
      case when n % 2 = 0 then array['young','adult'] else array[]::text[] end,
      case when n % 5 = 0 then array['low','medium'] else array[]::text[] end,
      (array[25, 50, 100])[1 + n % 3],
      ${center.latitude}::float8 + (random() * 2 - 1) * ${degrees}::float8,
      ${center.longitude}::float8 + (random() * 2 - 1) * ${degrees}::float8
    from (select id, row_number() over (order by id) as n from users where email like 'alerts-%@scout.bench') u`);
  await db.execute(sql`
    insert into notification_settings (user_id, alert_mode, alert_threshold)
    select u.id, case when n % 2 = 0 then 'instant' else 'daily' end, 50 + (n % 5) * 10
    from (select id, row_number() over (order by id) as n from users where email like 'alerts-%@scout.bench') u`);
  if (options.swipeDogIds.length > 0) {
    await db.execute(sql`
      insert into swipes (adopter_id, dog_id, direction)
      select u.id, d.dog_id, case when (u.n + d.k) % 3 = 0 then 'left' else 'right' end
      from (select id, row_number() over (order by id) as n from users where email like 'alerts-%@scout.bench') u
      cross join lateral (
        select dog_id, k from unnest(string_to_array(${options.swipeDogIds.join(',')}, ',')::uuid[]) with ordinality as t(dog_id, k)
        where (t.k + u.n) % ${Math.max(1, Math.floor(options.swipeDogIds.length / 12))}::int = 0
      ) d
      where u.n % 10 = 0
      on conflict do nothing`);
  }
}
