import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/home/HomePage';

/**
 * / (the home route): the home page; the guard applies the home redirect by licence (core's `homeRedirectFor`) when its
 * page is built.
 */
export const Route = createFileRoute('/_authenticated/')({ component: HomePage });
