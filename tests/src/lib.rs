//! Integration tests of the `pdll` facade live in `tests/tests/`.
