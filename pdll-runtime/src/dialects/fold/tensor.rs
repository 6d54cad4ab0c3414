//! Placeholder.

use crate::Context;

pub(crate) fn register(_ctx: &mut Context) {}
