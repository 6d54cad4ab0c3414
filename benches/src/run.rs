//! Loading a payload into an [`Ir`] and applying a pattern set to it, as the bench
//! and the `pdll-bench` tool both do.

use crate::hist::{self, Histogram};
use pdll_runtime::asm::ParseError;
use pdll_runtime::{apply_patterns_greedily, Context, DriverReport, GreedyConfig, Ir, Op, Region};
use pdll_runtime::{PatternSet, WalkOrder};

/// A parsed payload: `module @ir { ... }` as the single top-level op.
pub struct Payload {
    /// The context holding the IR's (and the pattern set's) interned names.
    pub ctx: Context,
    /// The IR.
    pub ir: Ir,
    /// The `builtin.module` op.
    pub module: Op,
    /// Its body region, the driver's scope.
    pub body: Region,
}

/// Why a payload could not be loaded.
#[derive(Debug)]
pub enum LoadError {
    /// The text does not parse (the error has its position).
    Parse(ParseError),
    /// It parsed, but is not one op with one region.
    Shape(String),
}

impl std::fmt::Display for LoadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LoadError::Parse(e) => write!(f, "{e}"),
            LoadError::Shape(s) => f.write_str(s),
        }
    }
}

impl std::error::Error for LoadError {}

impl Payload {
    /// Parses `text` into `ctx` (which may already hold a pattern set's names).
    pub fn parse_into(mut ctx: Context, text: &str) -> Result<Payload, LoadError> {
        let mut ir = Ir::new();
        let ops = ir.parse_source(&mut ctx, text).map_err(LoadError::Parse)?;
        let [module] = ops[..] else {
            return Err(LoadError::Shape(format!(
                "expected one top-level module, found {} ops",
                ops.len()
            )));
        };
        if ir.num_regions(module) != 1 {
            return Err(LoadError::Shape(
                "the top-level op must have one region".to_string(),
            ));
        }
        let body = ir.region(module, 0);
        Ok(Payload {
            ctx,
            ir,
            module,
            body,
        })
    }

    /// Number of ops in the module body.
    pub fn num_ops(&self) -> usize {
        self.ir.walk_region(self.body, WalkOrder::PreOrder).len()
    }

    /// Applies `set` with the greedy driver (MLIR's defaults) to the module body.
    pub fn apply(&mut self, set: &dyn PatternSet) -> DriverReport {
        self.apply_with(set, &GreedyConfig::default())
    }

    /// Applies `set` with the greedy driver configured by `config`.
    pub fn apply_with(&mut self, set: &dyn PatternSet, config: &GreedyConfig) -> DriverReport {
        apply_patterns_greedily(&mut self.ctx, &mut self.ir, self.body, set, config)
    }

    /// The `bench.*` op histogram of the body.
    pub fn histogram(&self) -> Histogram {
        hist::of_region(&self.ctx, &self.ir, self.body)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn load_errors_have_positions_or_say_what_is_wrong() {
        let e = Payload::parse_into(Context::new(), "module @ir {\n  %0 = \"a.b\"(\n}")
            .err()
            .unwrap();
        assert!(matches!(e, LoadError::Parse(_)), "{e}");
        assert!(e.to_string().contains(':'), "{e}");
        let e = Payload::parse_into(Context::new(), "").err().unwrap();
        assert!(matches!(e, LoadError::Shape(_)));
        let p = Payload::parse_into(
            Context::new(),
            "module @ir {\n  %0 = \"bench.src\"() : () -> i32\n}\n",
        )
        .unwrap();
        assert_eq!(p.num_ops(), 1);
    }
}
