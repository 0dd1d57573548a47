import { createFileRoute } from '@tanstack/react-router';
import { NewPasswordPage } from '../features/account/ResetScreens';

/** An account screen: __root renders it without the shared layout (product §2). */
export const Route = createFileRoute('/newpassword')({ component: NewPasswordPage });
