// An empty script, served by the browser tests' own server: it stands for a vendor's script where a test reads
// what the page queued for it before it arrived.
