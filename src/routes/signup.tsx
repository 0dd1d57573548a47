import { createFileRoute } from '@tanstack/react-router';
import { SignUpPage } from '../features/account/SignUpPage';

/** An account screen: __root renders it without the shared layout (product §2). */
export const Route = createFileRoute('/signup')({ component: SignUpPage });
