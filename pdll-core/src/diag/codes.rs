//! The stable codes of diagnostics: one per kind of problem, `E` for errors and `W`
//! for warnings, as rustc numbers its errors. A code never changes meaning; a new kind
//! of problem gets a new number. `pdll check` shows the code (`error[E0020]: ...`),
//! `pdll explain E0020` prints its explanation, and the language server sends it with
//! each diagnostic (its quick fixes are keyed on it). This table is the one list of
//! codes; `DIAGNOSTICS.md` at the repository root renders it (a test keeps the two
//! equal).

use std::fmt;

macro_rules! codes {
    ($(
        $(#[doc = $doc:literal])+
        $name:ident = $code:literal, $title:literal;
    )+) => {
        /// A stable diagnostic code.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Code {
            $( $(#[doc = $doc])+ $name, )+
        }

        impl Code {
            /// Every code, in the order of the table.
            pub const ALL: &'static [Code] = &[$(Code::$name),+];

            /// The code as printed: `E0020`, `W0001`.
            pub fn as_str(self) -> &'static str {
                match self { $(Code::$name => $code,)+ }
            }

            /// A short title: what kind of problem it is.
            pub fn title(self) -> &'static str {
                match self { $(Code::$name => $title,)+ }
            }

            /// The explanation `pdll explain` prints: what the problem is, an example,
            /// and how to fix it.
            pub fn explanation(self) -> String {
                let lines: &[&str] = match self { $(Code::$name => &[$($doc),+],)+ };
                // Doc comments keep the space after `///`.
                lines
                    .iter()
                    .map(|l| format!("{}\n", l.strip_prefix(' ').unwrap_or(l)))
                    .collect()
            }
        }
    };
}

codes! {
    /// The text does not follow PDLL's grammar: a token is missing or unexpected.
    ///
    /// ```text
    /// Pattern { let x = ; erase x; }    // `let` needs a value or a type
    /// ```
    ///
    /// The message says what was expected and what was found; the help, when there
    /// is one, what to add.
    Syntax = "E0001", "syntax error";
    /// A statement is not terminated by `;`.
    ///
    /// ```text
    /// Pattern { let x = op<a.b> erase x; }
    /// ```
    ///
    /// Add `;` after the statement (the editor offers it as a quick fix).
    MissingSemicolon = "E0002", "missing `;`";
    /// A delimiter (`(`, `[`, `{`, `<`, `[{`) is not closed, is closed by the wrong
    /// one, or closes nothing; or delimiters are nested too deep.
    ///
    /// ```text
    /// Pattern { erase op<a.b>;      // `{` never closed
    /// ```
    ///
    /// Close each delimiter with its own closing one.
    Delimiter = "E0003", "unbalanced delimiter";
    /// The input holds a character that is no PDLL token.
    ///
    /// ```text
    /// Pattern { erase op<a.b>; } §
    /// ```
    InvalidToken = "E0004", "invalid token";
    /// An `#include` cannot be processed: the file is not found or not readable, its
    /// name does not end in `.pdll` or `.td`, the includes form a cycle or are nested
    /// too deep, or the `.td` file has TableGen errors.
    ///
    /// ```text
    /// #include "missing.td"
    /// ```
    ///
    /// Give the include directory with `-I DIR` (the build helper's `include_dir`), or
    /// fix the included file.
    Include = "E0010", "include error";
    /// A name is used that is not defined in scope.
    ///
    /// ```text
    /// Pattern { erase y; }          // no `y`
    /// ```
    ///
    /// Define it first (`let y = op<a.b>;`), or fix the spelling.
    UndefinedName = "E0020", "undefined reference";
    /// A name, a tuple label or an attribute is defined twice in the same scope.
    ///
    /// ```text
    /// Pattern { let x = op<a.b>; let x = op<a.c>; erase x; }
    /// ```
    ///
    /// Give the second one another name.
    Redefinition = "E0021", "redefinition";
    /// A name refers to something that cannot be used where it is: a `Pattern` used
    /// as a value, a non-constraint used as a constraint, a call of something that is
    /// not callable.
    ///
    /// ```text
    /// Pattern P => erase op<a.b>;
    /// Pattern { let x: P; erase x; }
    /// ```
    InvalidReference = "E0022", "invalid reference";
    /// An expression has a type other than the one its place needs (`Op` where an
    /// `Attr` is expected, a tuple where a value is, ...), and no conversion applies.
    ///
    /// ```text
    /// Pattern { let a: Attr; erase a; }   // `erase` takes an `Op`
    /// ```
    TypeMismatch = "E0030", "type mismatch";
    /// The type of a variable, or the result types of an operation a rewrite creates
    /// (not as a replacement), cannot be inferred.
    ///
    /// ```text
    /// Pattern { let x; erase op<a.b>; }
    /// ```
    ///
    /// Give the type (`let x: Value;`) or a value; for an operation, give its result
    /// types (`op<a.c> -> (t: Type)`), or include its ODS definition so that they are
    /// inferred from it.
    CannotInfer = "E0031", "cannot infer type";
    /// A member access (`x.name`, `x.0`) names no member of the expression's type.
    ///
    /// ```text
    /// Pattern { let x = op<a.b>; erase x.nope; }
    /// ```
    InvalidMember = "E0032", "invalid member access";
    /// A call, an operation or a replacement has the wrong number of arguments,
    /// operand or result groups, or replacement values.
    ///
    /// ```text
    /// Constraint C(x: Value);
    /// Pattern { let x = op<a.b>; C(x, x); erase x; }
    /// ```
    ArgumentCount = "E0033", "wrong number of arguments";
    /// A literal (an attribute, a type, a number) does not parse, or its value does not
    /// fit (a benefit above 65535).
    ///
    /// ```text
    /// Pattern { let a = attr<"1 : i">; erase op<a.b> {v = a}; }
    /// ```
    InvalidLiteral = "E0034", "invalid literal";
    /// A pattern's body has the wrong shape: it must end with exactly one operation
    /// rewrite statement (`erase`, `replace`, `rewrite`), with nothing after it.
    ///
    /// ```text
    /// Pattern { let x = op<a.b>; }      // no rewrite
    /// ```
    PatternBody = "E0040", "invalid pattern body";
    /// Something is used in a section that does not allow it: a `Rewrite` in the match
    /// section, a `Constraint` in a rewrite, `return` outside a `Constraint` or
    /// `Rewrite`, a negated rewrite, an operation without a name in a rewrite.
    ///
    /// ```text
    /// Rewrite R(op: Op);
    /// Pattern { let x = op<a.b>; R(x); erase x; }   // `R` runs in the match
    /// ```
    Section = "E0041", "not allowed here";
    /// A variable is declared in a way PDLL forbids: a type constraint with an
    /// initializer, a constraint on an already constrained type, a variable of a type
    /// that cannot be bound, an inline `Attr` / `Value` constraint where none may be.
    ///
    /// ```text
    /// Pattern => rewrite root: Op with { let v: Value; replace root with v; };
    /// ```
    InvalidVariable = "E0042", "invalid variable declaration";
    /// A `Constraint` or `Rewrite` body does not return what it declares (a missing
    /// `return`, statements after it).
    ///
    /// ```text
    /// Constraint C(x: Value) -> Attr { }
    /// ```
    Return = "E0043", "invalid return";
    /// A native declaration (`Constraint` / `Rewrite` with a Rust body or none) is
    /// not allowed as written: it has no name, is not at the top level, takes a type
    /// no native can take, or its name is not a Rust identifier.
    ///
    /// ```text
    /// Pattern { Constraint C(x: Value) [{ true }]; erase op<a.b>; }
    /// ```
    NativeDeclaration = "E0050", "invalid native declaration";
    /// A pattern set loaded at run time calls a native that is not registered, or is
    /// registered with another signature than the declaration's.
    ///
    /// ```text
    /// Constraint is_zero(a: Attr);      // but no `is_zero` in the NativeRegistry
    /// ```
    ///
    /// Register it (`NativeRegistry::constraint1("is_zero", ...)`) with the declared
    /// argument and result types.
    NativeRegistration = "E0051", "native not registered";
    /// A pattern cannot be matched from its root operation: an operation, value,
    /// attribute or type it needs is not reached from the root (MLIR's PDL requires
    /// every matched entity to be reachable through operands, results and
    /// attributes), or its rewrite root is not an operation of the match.
    ///
    /// ```text
    /// Pattern { let a = op<a.a>; let b = op<b.b>; erase a; }   // `b` is unrelated
    /// ```
    ///
    /// Connect the parts through operands, or split the pattern.
    Unreachable = "E0060", "not reachable from the root";
    /// A bug in pdll-rs: the compiler reached a state it should not. Please report it
    /// with the input that causes it.
    Internal = "E0099", "internal compiler error";
    /// A pattern can never fire: other patterns match every op it matches and are
    /// tried first (`// pdll: allow(shadowed)` silences it).
    Shadowed = "W0001", "shadowed pattern";
    /// A pattern is the same as another: the same checks and the same rewrite
    /// (`// pdll: allow(duplicate)`).
    Duplicate = "W0002", "duplicate pattern";
    /// A constraint, rewrite, native declaration or `let` variable is never used
    /// (`// pdll: allow(unused)`; a variable named `_x` is not reported).
    Unused = "W0003", "unused declaration";
    /// A pattern creates an op that it, or a cycle of patterns, matches again, without
    /// `with recursion` (`// pdll: allow(recursion)`).
    Recursion = "W0004", "pattern recursion";
    /// A rewrite creates an op whose result types are to be inferred, but its ODS
    /// definition does not say how: the types are inferred at run time, where the
    /// creation fails unless the runtime can infer them.
    ///
    /// Give the result types, or rely on a registered inference function.
    UninferableResults = "W0005", "result types not inferable from ODS";
}

impl Code {
    /// The code named `text` (`E0020`, case-insensitive; `20` or `0020` for `E0020`).
    pub fn parse(text: &str) -> Option<Code> {
        let text = text.trim();
        let upper = text.to_ascii_uppercase();
        Code::ALL.iter().copied().find(|c| {
            let code = c.as_str();
            upper == code
                || (code.starts_with('E')
                    && text.chars().all(|ch| ch.is_ascii_digit())
                    && !text.is_empty()
                    && text.parse::<u32>().ok() == code[1..].parse::<u32>().ok())
        })
    }
}

impl Code {
    /// The first paragraph of the explanation, on one line.
    pub fn summary(self) -> String {
        let text = self.explanation();
        let first = text.split("\n\n").next().unwrap_or("");
        first.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    /// The Markdown table of every code (code, title, summary), as `DIAGNOSTICS.md`
    /// holds it.
    pub fn markdown_table() -> String {
        let mut out = String::from("| code | title | what it means |\n|---|---|---|\n");
        for &c in Code::ALL {
            out.push_str(&format!(
                "| `{c}` | {} | {} |\n",
                c.title(),
                c.summary().replace('|', "\\|")
            ));
        }
        out
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_unique_well_formed_and_explained() {
        let mut seen = std::collections::HashSet::new();
        for &c in Code::ALL {
            assert!(seen.insert(c.as_str()), "{c} twice");
            let s = c.as_str();
            assert!(
                s.len() == 5 && (s.starts_with('E') || s.starts_with('W')),
                "{s}"
            );
            assert!(s[1..].chars().all(|ch| ch.is_ascii_digit()), "{s}");
            assert!(!c.title().is_empty() && c.explanation().len() > 20, "{s}");
        }
    }

    #[test]
    fn codes_parse_back() {
        assert_eq!(Code::parse("E0020"), Some(Code::UndefinedName));
        assert_eq!(Code::parse("e0020"), Some(Code::UndefinedName));
        assert_eq!(Code::parse("20"), Some(Code::UndefinedName));
        assert_eq!(Code::parse("W0001"), Some(Code::Shadowed));
        assert_eq!(Code::parse("E9999"), None);
        assert_eq!(Code::parse(""), None);
    }
}
