//! MLIR textual syntax: lexer, type/attribute parser and printer, generic op form.
