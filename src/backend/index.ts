export type { ApiRequest, ApiResponse, ApiHandler } from './types';
