// Stylesheets imported for their side effect (the bundler emits them to dist/assets/main.css).
declare module '*.css';
