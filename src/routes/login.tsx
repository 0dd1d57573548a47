import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/account/LoginPage';

/** An account screen: __root renders it without the shared layout (product §2). */
export const Route = createFileRoute('/login')({ component: LoginPage });
