//! Tests of the rewriter module.

use super::*;
use crate::attributes::AttrKind;
use crate::types::{Signedness, TypeKind};
use RewriteEvent::*;

struct Fixture {
    ctx: Context,
    ir: Ir,
    i32: Type,
    f32: Type,
    def: Op,
    user1: Op,
    user2: Op,
}

#[test]
fn replace_of_any_type_skips_only_the_type_check() {
    let mut f = fixture();
    let n = f.ctx.intern_op_name("test.new");
    let other = f.ir.create_simple_op(n, &[], &[f.f32], None);
    f.ir.insert_op_before(f.def, other).unwrap();
    let new_value = f.ir.result(other, 0);
    let mut rw = Rewriter::new(&mut f.ctx, &mut f.ir);
    assert_eq!(
        rw.replace_op_with_values(f.def, &[new_value]),
        Err(IrError::TypeMismatch {
            op: f.def,
            index: 0
        })
    );
    assert!(rw.replace_op_with_values_of_any_type(f.def, &[]).is_err());
    rw.replace_op_with_op_of_any_type(f.def, other).unwrap();
    assert!(rw.is_erased(f.def));
    assert_eq!(rw.operand(f.user1, 0), new_value);
}

#[test]
fn interning_through_the_rewriter_is_not_an_ir_change() {
    let mut f = fixture();
    let mut events = RecordingListener::default();
    let mut rw = Rewriter::with_listener(&mut f.ctx, &mut f.ir, &mut events);
    assert_eq!(rw.insertion_point(), InsertPoint::Detached);
    rw.set_insertion_point_after(f.def);
    assert_eq!(rw.insertion_point(), InsertPoint::Before(f.user1));
    // Names of the IR's types, interned into an attribute while the IR is borrowed.
    let (ctx, ir) = rw.ctx_and_ir();
    let types: Vec<_> = ir
        .result_types(f.def)
        .map(|t| ctx.intern_type_attr(t))
        .collect();
    let list = ctx.intern_array_attr(types);
    let n = rw.intern_op_name("test.tagged");
    let k = rw.intern_ident("types");
    assert_eq!(rw.ctx().op_name_str(n), "test.tagged");
    assert_eq!(rw.num_changes(), 0);
    rw.set_attr(f.user1, k, list);
    assert_eq!(rw.num_changes(), 1);
    assert_eq!(events.events, vec![RewriteEvent::Modified(f.user1)]);
    assert_eq!(f.ctx.attr_to_string(list), "[i32]");
}

/// top: def -> %0; user1(%0); user2(%0, %0)
fn fixture() -> Fixture {
    let mut ctx = Context::new();
    let mut ir = Ir::new();
    let i32 = ctx.intern_type(TypeKind::Integer {
        width: 32,
        signedness: Signedness::Signless,
    });
    let f32 = ctx.intern_type(TypeKind::Float(crate::types::FloatKind::F32));
    let n = ctx.intern_op_name("test.op");
    let top = ir.top_block();
    let def = ir.create_simple_op(n, &[], &[i32], None);
    ir.append_op(top, def);
    let v = ir.result(def, 0);
    let user1 = ir.create_simple_op(n, &[v], &[], None);
    ir.append_op(top, user1);
    let user2 = ir.create_simple_op(n, &[v, v], &[], None);
    ir.append_op(top, user2);
    Fixture {
        ctx,
        ir,
        i32,
        f32,
        def,
        user1,
        user2,
    }
}

#[test]
fn create_inserts_at_point_in_order() {
    let Fixture {
        mut ctx,
        mut ir,
        i32,
        def,
        user1,
        ..
    } = fixture();
    let mut rec = RecordingListener::default();
    let n = ctx.intern_op_name("test.new");
    let mut rw = Rewriter::with_listener(&mut ctx, &mut ir, &mut rec);
    rw.set_insertion_point_after(def);
    let a = rw.create(n, &[], &[i32], None).unwrap();
    let b = rw.create(n, &[], &[], None).unwrap();
    assert_eq!(rw.next_op(def), Some(a));
    assert_eq!(rw.next_op(a), Some(b));
    assert_eq!(rw.next_op(b), Some(user1));
    assert_eq!(rw.num_changes(), 2);
    rw.set_insertion_point(InsertPoint::Detached);
    let c = rw.create(n, &[], &[], None).unwrap();
    assert_eq!(rw.parent_block(c), None);
    let top = rw.top_block();
    rw.set_insertion_point_to_start(top);
    let d = rw.create(n, &[], &[], None).unwrap();
    assert_eq!(rw.block_first_op(top), Some(d));
    assert_eq!(rec.events, vec![Inserted(a), Inserted(b), Inserted(d)]);
}

#[test]
fn replace_op_notifies_like_mlir() {
    let Fixture {
        mut ctx,
        mut ir,
        i32,
        def,
        user1,
        user2,
        ..
    } = fixture();
    let n = ctx.intern_op_name("test.new");
    let mut rec = RecordingListener::default();
    let mut rw = Rewriter::with_listener(&mut ctx, &mut ir, &mut rec);
    rw.set_insertion_point_before(def);
    let new = rw.create(n, &[], &[i32], None).unwrap();
    let nv = rw.result(new, 0);
    rw.replace_op_with_op(def, new).unwrap();
    assert!(rw.is_erased(def));
    assert_eq!(rw.operands(user2), &[nv, nv]);
    assert_eq!(rw.num_uses(nv), 3);
    assert_eq!(
        rec.events,
        vec![
            Inserted(new),
            Replaced(def, vec![nv]),
            Modified(user2),
            Modified(user2),
            Modified(user1),
            Erased(def)
        ]
    );
}

#[test]
fn bad_replacements_change_nothing() {
    let Fixture {
        mut ctx,
        mut ir,
        f32,
        def,
        ..
    } = fixture();
    let n = ctx.intern_op_name("test.new");
    let mut rw = Rewriter::new(&mut ctx, &mut ir);
    rw.set_insertion_point_before(def);
    let wrong = rw.create(n, &[], &[f32], None).unwrap();
    let two = rw.create(n, &[], &[f32, f32], None).unwrap();
    let changes = rw.num_changes();
    assert_eq!(
        rw.replace_op_with_op(def, wrong),
        Err(IrError::TypeMismatch { op: def, index: 0 })
    );
    assert!(matches!(
        rw.replace_op_with_op(def, two),
        Err(IrError::CountMismatch { .. })
    ));
    let own = rw.result(def, 0);
    assert_eq!(
        rw.replace_op_with_values(def, &[own]),
        Err(IrError::Cycle(def))
    );
    assert!(matches!(
        rw.erase_op(def),
        Err(IrError::ResultStillUsed { .. })
    ));
    let w = rw.result(wrong, 0);
    assert!(matches!(
        rw.replace_all_uses_with(own, w),
        Err(IrError::ValueTypeMismatch { .. })
    ));
    assert_eq!(rw.num_changes(), changes);
    assert!(!rw.is_erased(def));
    assert_eq!(rw.num_uses(own), 3);
}

#[test]
fn in_place_edits_notify_modified() {
    let Fixture {
        mut ctx,
        mut ir,
        i32,
        def,
        user1,
        ..
    } = fixture();
    let n = ctx.intern_op_name("test.new");
    let other = ir.create_simple_op(n, &[], &[i32], None);
    ir.insert_op_before(def, other).unwrap();
    let ov = ir.result(other, 0);
    let unit = ctx.intern_attr(AttrKind::Unit);
    let k = ctx.intern_ident("k");
    let mut rec = RecordingListener::default();
    let mut rw = Rewriter::with_listener(&mut ctx, &mut ir, &mut rec);
    rw.set_attr(user1, k, unit);
    assert_eq!(rw.remove_attr(user1, k), Some(unit));
    assert_eq!(rw.remove_attr(user1, k), None);
    rw.set_operand(user1, 0, ov).unwrap();
    assert!(rw.set_operand(user1, 5, ov).is_err());
    rw.set_operands(user1, &[]);
    rw.set_attr_by_name(user1, "z", unit);
    let dict = unit_dict(&mut rw);
    rw.set_attr_dictionary(user1, dict);
    rw.set_properties(user1, None);
    rw.move_op_after(other, def).unwrap();
    rw.move_op_before(other, def).unwrap();
    assert_eq!(
        rec.events.iter().filter(|e| **e == Modified(user1)).count(),
        7
    );
    assert_eq!(rec.events.last(), Some(&Inserted(other)));
}

fn unit_dict(rw: &mut Rewriter<'_>) -> Attribute {
    let c = rw.ctx_mut();
    let u = c.intern_attr(AttrKind::Unit);
    let a = c.intern_ident("a");
    c.intern_dictionary(vec![(a, u)])
}

#[test]
fn erase_with_regions_notifies_nested_first() {
    let mut ctx = Context::new();
    let mut ir = Ir::new();
    let t = ctx.intern_type(TypeKind::Index);
    let n = ctx.intern_op_name("test.op");
    let r = ir.create_region();
    let b = ir.create_block(&[]);
    ir.append_block(r, b);
    let i1 = ir.create_simple_op(n, &[], &[t], None);
    ir.append_op(b, i1);
    let v = ir.result(i1, 0);
    let i2 = ir.create_simple_op(n, &[v], &[], None);
    ir.append_op(b, i2);
    let mut st = OperationState::new(n);
    st.regions.push(r);
    let holder = ir.create_op(st);
    ir.append_op(ir.top_block(), holder);
    let mut rec = RecordingListener::default();
    let mut rw = Rewriter::with_listener(&mut ctx, &mut ir, &mut rec);
    rw.erase_op(holder).unwrap();
    assert_eq!(rec.events, vec![Erased(i2), Erased(i1), Erased(holder)]);
    assert!(ir.is_erased(i1));
}

#[test]
fn create_before_erased_anchor_fails() {
    let Fixture {
        mut ctx,
        mut ir,
        user1,
        ..
    } = fixture();
    let n = ctx.intern_op_name("test.new");
    let mut rw = Rewriter::new(&mut ctx, &mut ir);
    rw.set_insertion_point_before(user1);
    rw.erase_op(user1).unwrap();
    assert_eq!(rw.create(n, &[], &[], None), Err(IrError::Erased(user1)));
    assert_eq!(rw.num_live_ops(), 2);
}
