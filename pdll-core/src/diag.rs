//! Diagnostics: errors and notes with spans, rendered with a source snippet or as one line.
