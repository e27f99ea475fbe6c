/** An address of the club's admin (/cms and below), where the admin's navigation shows above the page. */
export const isAdminPath = (pathname: string) => pathname === '/cms' || pathname.startsWith('/cms/');
