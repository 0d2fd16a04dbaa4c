import type { ReactNode } from 'react';
import 'react-acp-plans/styles.css';

export const metadata = { title: 'react-acp-plans in Next.js' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
