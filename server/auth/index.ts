export { hashPassword, verifyPassword } from './password';
export { createSession, pruneSessions, revokeSession } from './sessions';
export { bearerToken, userId, optionalUserId } from './request-user';
export { securityHandlers } from './security';
