import { createFileRoute } from '@tanstack/react-router';
import { ConfirmPasswordPage } from '../features/account/ResetScreens';

/** An account screen: __root renders it without the shared layout (product §2). */
export const Route = createFileRoute('/confirmpassword')({ component: ConfirmPasswordPage });
