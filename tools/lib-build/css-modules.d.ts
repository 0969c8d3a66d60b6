// A library's side-effect stylesheet imports (`import './x.css'`): copied beside the built JavaScript, bundled by the app.
declare module '*.css';
