// Guard and GuardNotice (MUI) are not exported here: the campaign page imports this index, and
// everything it exports lands in that page's first load, which carries no MUI (e2e/budget.spec.ts).
export { GUARD_MESSAGES, unmetRequirement, type Requirement } from './guard';
export { ZoneGuard } from './ZoneGuard';
