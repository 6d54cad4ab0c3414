//! Operations, values, blocks and regions.
