//! LLVM's `--print-records` output format.

use crate::init::{Context, RecId};
use crate::record::FieldKind;

fn write_val(cx: &Context, r: RecId, k: usize, o: &mut String) {
    let rv = &cx.rec(r).values[k];
    if rv.kind == FieldKind::NonconcreteOk {
        o.push_str("field ");
    }
    // `RecordVal::getPrintType`: a string field holding a code fragment prints as `code`.
    let ty = if rv.ty == cx.t_str {
        match cx.node(rv.value) {
            crate::init::Node::Str(_, true) => "code".to_string(),
            _ => "string".to_string(),
        }
    } else {
        cx.ty_str(rv.ty)
    };
    o.push_str(&ty);
    o.push(' ');
    o.push_str(&cx.unquoted_cow(rv.name));
    o.push_str(" = ");
    cx.write(rv.value, o);
}

/// One record as `operator<<(raw_ostream&, const Record&)` prints it.
pub(crate) fn write_record(cx: &Context, r: RecId, o: &mut String) {
    let rec = cx.rec(r);
    o.push_str(&cx.unquoted_cow(rec.name));
    if !rec.template_args.is_empty() {
        o.push('<');
        for (k, ta) in rec.template_args.iter().enumerate() {
            if k > 0 {
                o.push_str(", ");
            }
            if let Some(idx) = rec.values.iter().position(|v| v.name == *ta) {
                write_val(cx, r, idx, o);
            }
        }
        o.push('>');
    }
    o.push_str(" {");
    if !rec.supers.is_empty() {
        o.push_str("\t//");
        for (s, _) in &rec.supers {
            o.push(' ');
            o.push_str(&cx.rec_name(*s));
        }
    }
    o.push('\n');
    for pass in [true, false] {
        for (k, v) in rec.values.iter().enumerate() {
            if (v.kind == FieldKind::NonconcreteOk) == pass && v.kind != FieldKind::TemplateArg {
                o.push_str("  ");
                write_val(cx, r, k, o);
                o.push_str(";\n");
            }
        }
    }
    o.push_str("}\n");
}

/// The text of one record (for `!repr`).
pub(crate) fn record_text(cx: &Context, r: RecId) -> String {
    let mut s = String::new();
    write_record(cx, r, &mut s);
    s
}

/// All classes then all defs, each sorted by name (byte order).
pub(crate) fn print_records(cx: &Context) -> String {
    let mut o = String::with_capacity(1 << 20);
    o.push_str("------------- Classes -----------------\n");
    let mut classes: Vec<(&str, RecId)> = cx.classes.iter().map(|(k, v)| (&**k, *v)).collect();
    classes.sort_unstable_by(|a, b| a.0.as_bytes().cmp(b.0.as_bytes()));
    for (_, c) in classes {
        o.push_str("class ");
        write_record(cx, c, &mut o);
    }
    o.push_str("------------- Defs -----------------\n");
    let mut defs: Vec<(&str, RecId)> = cx.defs.iter().map(|(k, v)| (&**k, *v)).collect();
    defs.sort_unstable_by(|a, b| a.0.as_bytes().cmp(b.0.as_bytes()));
    for (_, d) in defs {
        o.push_str("def ");
        write_record(cx, d, &mut o);
    }
    o
}
