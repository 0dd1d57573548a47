export { hashPassword, verifyPassword } from './password';
export { createSession, pruneSessions } from './sessions';
export { userId, optionalUserId } from './request-user';
export { securityHandlers } from './security';
