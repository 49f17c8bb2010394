export { Guard, GuardNotice } from './Guard';
export { GUARD_MESSAGES, unmetRequirement, type Requirement } from './guard';
export { ZoneGuard } from './ZoneGuard';
