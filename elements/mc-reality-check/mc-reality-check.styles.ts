export const styles = /* css */ `
:host { display: contents; }
`;
