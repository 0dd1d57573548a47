export { hashPassword, verifyPassword } from './password';
export { newToken, tokenHash } from './token';
export { createSession, sessionUser, pruneSessions, type NewSession } from './sessions';
export { userId, optionalUserId, bearerToken } from './request-user';
export { securityHandlers } from './security';
