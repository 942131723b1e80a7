import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from '../components/layout/layout.tsx';

// Every screen is its own chunk so the home route loads only the frame and the home page.
const HomePage = lazy(() => import('../pages/home/home-page.tsx'));
const SupportedPage = lazy(() => import('../pages/supported/supported-page.tsx'));
const RegistrationsPage = lazy(() => import('../pages/registrations/registrations-page.tsx'));
const LearnPage = lazy(() => import('../pages/learn/learn-page.tsx'));
const AuthenticatePage = lazy(() => import('../pages/authenticate/authenticate-page.tsx'));
const ServicesPage = lazy(() => import('../pages/services/services-page.tsx'));
const ContactPage = lazy(() => import('../pages/contact/contact-page.tsx'));
const AdminPage = lazy(() => import('../pages/admin/admin-page.tsx'));
const NotFoundPage = lazy(() => import('../pages/not-found/not-found-page.tsx'));

/**
 * The routes of SPEC.md section 2. Declarative routes (not a data router): nothing here loads data before
 * rendering, and the data-router code would cost the home route about 10 kB gzip for nothing.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="supported" element={<SupportedPage />} />
        <Route path="registrations" element={<RegistrationsPage />} />
        <Route path="learn" element={<LearnPage />} />
        <Route path="authenticate" element={<AuthenticatePage />} />
        <Route path="services" element={<ServicesPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="admin" element={<AdminPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
