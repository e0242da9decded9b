// The web app shell lands with issue 4.
export {};
