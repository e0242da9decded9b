// The API server lands with issue 3 (database, authentication, users and organisations).
export {};
